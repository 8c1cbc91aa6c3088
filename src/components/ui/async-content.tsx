import { Suspense, type ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { UserError } from '@/lib/action-result';
import { ForbiddenError } from '@/lib/auth/roles';
import { ErrorState, LoadingState } from './data-states';

export interface AsyncContentProps<T> {
  /** The read (e.g. a role-checked service call). */
  load: () => Promise<T>;
  /** The spec's load error toast, given a short detail of what went wrong. */
  errorMessage: (detail: string) => string;
  render: (data: T) => ReactNode;
  loadingLabel?: string;
}

/** What a failed read may tell the user: our own refusals as they are, anything else in general. */
export function errorDetail(error: unknown): string {
  if (error instanceof ForbiddenError || error instanceof UserError) return error.message;
  return 'tente novamente mais tarde.';
}

async function Loaded<T>({ load, errorMessage, render }: AsyncContentProps<T>) {
  await connection(); // per request: admin data is never prerendered at build time
  let data: T;
  try {
    data = await load();
  } catch (error) {
    unstable_rethrow(error); // Next.js signals (dynamic rendering, redirects) are not failures
    if (!(error instanceof ForbiddenError)) console.error('[load]', error);
    return <ErrorState message={errorMessage(errorDetail(error))} />;
  }
  return render(data);
}

/** A server-side read streamed in: the loading state first, then the content or the error state. */
export function AsyncContent<T>(props: AsyncContentProps<T>) {
  return (
    <Suspense fallback={<LoadingState label={props.loadingLabel} />}>
      <Loaded {...props} />
    </Suspense>
  );
}

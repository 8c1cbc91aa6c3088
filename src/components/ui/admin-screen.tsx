import { Suspense, type ComponentType } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { UserError } from '@/lib/action-result';
import { ForbiddenError, type Actor } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { ErrorState, LoadingState } from './data-states';

export interface AdminScreenProps<T> {
  texts: {
    /** The screen's heading. */
    screenTitle: string;
    /** The spec's load error toast, given a short detail of what went wrong. */
    loadFailed: (detail: string) => string;
    loadingLabel?: string;
  };
  /** The screen's read: a role-checked service call, given the signed-in actor. */
  load: (actor: Actor | null) => Promise<T[]>;
  /** The client view of the rows. */
  view: ComponentType<{ items: T[] }>;
}

/** What a failed read may tell the user: our own refusals as they are, anything else in general. */
export function errorDetail(error: unknown): string {
  if (error instanceof ForbiddenError || error instanceof UserError) return error.message;
  return 'tente novamente mais tarde.';
}

async function Loaded<T>({ load, texts, view: View }: AdminScreenProps<T>) {
  await connection(); // per request: admin data is never prerendered
  let items: T[];
  try {
    items = await load(await getActor());
  } catch (error) {
    unstable_rethrow(error); // Next.js signals (dynamic rendering, redirects) are not failures
    if (!(error instanceof ForbiddenError)) console.error('[admin] load failed:', error);
    return <ErrorState message={texts.loadFailed(errorDetail(error))} />;
  }
  return <View items={items} />;
}

/**
 * An admin screen: its heading at once, then its data read on the server through the service
 * (which checks the role, so a visitor gets no data), with loading, content or error states.
 */
export function AdminScreen<T>(props: AdminScreenProps<T>) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{props.texts.screenTitle}</h1>
      <Suspense fallback={<LoadingState label={props.texts.loadingLabel} />}>
        <Loaded {...props} />
      </Suspense>
    </div>
  );
}

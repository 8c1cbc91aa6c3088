import { Suspense, type ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { UserError } from '@/lib/shared/action-result';
import { ForbiddenError, can, type Actor, type Permission } from '@/lib/shared/auth/permissions';
import { getActor } from '@/lib/server/auth/session';
import { ErrorState, LoadingState } from './data-states';
import { log } from '@/lib/server/log';

export interface AdminScreenTexts {
  /** The screen's heading. */
  screenTitle: string;
  /** The spec's load error toast, given a short detail of what went wrong. */
  loadFailed: (detail: string) => string;
  loadingLabel?: string;
}

export interface AdminScreenProps<D> {
  texts: AdminScreenTexts;
  /** The screen's read: a role-checked service call, given the signed-in actor. */
  load: (actor: Actor | null) => Promise<D>;
  /** The screen's content from what was read (usually the feature's client view of the rows). */
  render: (data: D, actor: Actor | null) => ReactNode;
  /** Under the heading, shown at once: e.g. the choice of photo gallery. */
  header?: ReactNode;
  /**
   * A screen that needs more than the admin area does: anyone without the permission sees only its
   * message (user management).
   */
  access?: { permission: Permission; message: string };
}

/** What a failed read may tell the user: our own refusals as they are, anything else in general. */
function errorDetail(error: unknown): string {
  if (error instanceof ForbiddenError || error instanceof UserError) return error.message;
  return 'tente novamente mais tarde.';
}

async function Loaded<D>({ texts, load, render, actor }: AdminScreenProps<D> & { actor: Actor | null }) {
  await connection(); // per request: admin data is never prerendered at build time
  let data: D;
  try {
    data = await load(actor);
  } catch (error) {
    unstable_rethrow(error); // Next.js signals (dynamic rendering, redirects) are not failures
    if (!(error instanceof ForbiddenError)) log.error({ err: error }, 'could not load an admin screen');
    return <ErrorState message={texts.loadFailed(errorDetail(error))} />;
  }
  return render(data, actor);
}

/**
 * Every admin screen: its heading (and header) at once, then its data read on the server through
 * the service (which checks the role, so a visitor gets no data), streamed in with the loading
 * state first ('Carregando...'), then the content or the error state with the spec's toast.
 */
export async function AdminScreen<D>(props: AdminScreenProps<D>) {
  const { texts, header, access } = props;
  const actor = await getActor();
  if (access && !can(actor, access.permission)) return <p className="text-slate-700">{access.message}</p>;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{texts.screenTitle}</h1>
      {header}
      <Suspense fallback={<LoadingState label={texts.loadingLabel} />}>
        <Loaded {...props} actor={actor} />
      </Suspense>
    </div>
  );
}

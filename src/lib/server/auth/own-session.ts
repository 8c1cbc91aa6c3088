import 'server-only';
import { headers } from 'next/headers';
import { ForbiddenError, type Actor } from '@/lib/shared/auth/permissions';
import { getAuth } from './auth';

/**
 * The current request's headers, for a Better Auth endpoint that acts on the session's own account
 * (second step, passkeys): refused unless that session is the actor's, so a service never acts on
 * an account other than the one whose permission it checked.
 */
export async function ownSessionHeaders(me: Actor): Promise<Headers> {
  return (await ownSession(me)).headers;
}

/** ownSessionHeaders, and the id of that session (for what is bound to it). */
export async function ownSession(me: Actor): Promise<{ headers: Headers; sessionId: string }> {
  const requestHeaders = await headers();
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session || session.user.id !== me.userId) throw new ForbiddenError();
  return { headers: requestHeaders, sessionId: session.session.id };
}

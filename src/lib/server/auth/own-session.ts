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
  const requestHeaders = await headers();
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (session?.user.id !== me.userId) throw new ForbiddenError();
  return requestHeaders;
}

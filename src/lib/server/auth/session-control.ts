import 'server-only';
import { cookies, headers } from 'next/headers';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import { getAuth } from './auth';

// Ending the current session from a server action: the admin's own "Sair".

/** Removes every Better Auth cookie from the browser. */
async function expireAuthCookies() {
  const { authCookies } = await getAuth().$context;
  let jar: Awaited<ReturnType<typeof cookies>>;
  try {
    jar = await cookies();
  } catch {
    return; // outside a request (tests, scripts): there is no browser to tell
  }
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path = '/', secure, domain } = cookie.attributes;
    jar.set(cookie.name, '', { path, secure, domain, httpOnly: true, sameSite: 'lax', maxAge: 0 });
  }
}

/** Signs the current request's session out; 'no-session' when there was none (it had expired). */
export async function signOutCurrentSession(): Promise<'signed-out' | 'no-session'> {
  const requestHeaders = await headers();
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) {
    await expireAuthCookies();
    return 'no-session';
  }
  await getAuth().api.signOut({ headers: requestHeaders });
  await recordActivity(getDb(), {
    actorId: session.user.id,
    kind: 'sign_out',
    entity: 'administrators',
    entityId: session.user.id,
  });
  return 'signed-out';
}

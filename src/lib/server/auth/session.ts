import 'server-only';
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { administrators, securityPolicy } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import { getAuth } from './auth';
import { expireSession, pastMaxAge } from './session-policy';
import type { Actor } from '@/lib/shared/auth/permissions';

/**
 * The signed-in actor of the current request (once per request), or null for a visitor. A session
 * past the absolute limit ends here (session-policy.ts). When the firm requires two-step sign-in
 * and the account has not set it up, the actor may only do that (`twoFactorSetupRequired`).
 */
export const getActor = cache(async (): Promise<Actor | null> => {
  const requestHeaders = await currentHeaders();
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const db = getDb();
  if (pastMaxAge(new Date(session.session.createdAt))) {
    await expireSession(db, { id: session.session.id, userId: session.user.id });
    return null;
  }
  const [admin] = await db
    .select({ role: administrators.userType, requireTwoFactor: securityPolicy.requireTwoFactor })
    .from(administrators)
    .leftJoin(securityPolicy, eq(securityPolicy.id, 1))
    .where(eq(administrators.id, session.user.id));
  if (!admin) return null;
  return {
    userId: session.user.id,
    email: session.user.email,
    role: admin.role,
    sessionId: session.session.id,
    ...(admin.requireTwoFactor && !session.user.twoFactorEnabled ? { twoFactorSetupRequired: true } : {}),
  };
});

/**
 * The request's headers with its cookies as they are now. After a server action that renewed the
 * session (turning the second step on or off), Next.js renders the page again in the same request
 * with the action's cookies, but `headers()` still holds the old, deleted session's cookie.
 */
async function currentHeaders(): Promise<Headers> {
  // headers() first: it marks the render as dynamic before anything touches the database.
  const requestHeaders = await headers();
  let jar: Awaited<ReturnType<typeof cookies>>;
  try {
    jar = await cookies();
  } catch {
    return requestHeaders; // outside a request (tests, scripts): only the headers there are
  }
  const merged = new Headers(requestHeaders);
  merged.set('cookie', jar.toString());
  return merged;
}

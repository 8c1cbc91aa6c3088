import { eq } from 'drizzle-orm';
import { administrators, sessions, type UserType } from '@/db/schema';
import { createAccount } from '@/features/users/accounts';
import { getAuth } from '@/lib/server/auth/auth';
import type { Actor, Permission } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import type { AuthorizationCase } from './case';

// Server actions and route handlers find their actor in the request (getActor reads the session
// cookie through next/headers). The matrix test routes `headers()` to `requestHeaders()`, and
// `asRequestOf` makes that a request carrying a real session of a user with the actor's role.

let current = new Headers();

/** The headers of the request being simulated (what next/headers' headers() answers in the matrix). */
export const requestHeaders = (): Headers => current;

const cookies = new Map<UserType, Promise<string>>();

/** Signs in the role's own user (created once) and answers its session cookie. */
async function signInAs(role: UserType): Promise<string> {
  const email = `${role}-requests@matrix.test`;
  const [existing] = await getDb()
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.email, email));
  const id =
    existing?.id ?? (await createAccount(getDb(), { email, password: 'senha-forte', userType: 'admin' })).id;
  // Only staff can sign in (auth.ts): a 'user' holds a session only from before a demotion.
  await getDb().update(administrators).set({ userType: 'admin' }).where(eq(administrators.id, id));
  const { headers } = await getAuth().api.signInEmail({
    body: { email, password: 'senha-forte' },
    returnHeaders: true,
  });
  if (role !== 'admin')
    await getDb().update(administrators).set({ userType: role }).where(eq(administrators.id, id));
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

/** Whether the session a cookie names is still in the sessions table. */
async function isLive(cookie: string): Promise<boolean> {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1];
  const token = value ? decodeURIComponent(value).split('.')[0]! : '';
  const [row] = await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token));
  return Boolean(row);
}

/**
 * A live session cookie of a user of this role of its own, signed in through Better Auth; signed in
 * again when a test ended that session (a change of type or password ends a user's sessions).
 */
async function sessionCookie(role: UserType): Promise<string> {
  const cached = cookies.get(role);
  if (cached && (await isLive(await cached))) return cached;
  const cookie = signInAs(role);
  cookies.set(role, cookie);
  return cookie;
}

/** Runs `work` (an action or a route handler) as a request from `actor` (null: a visitor, no cookie). */
export async function asRequestOf<T>(actor: Actor | null, work: () => Promise<T>): Promise<T> {
  current = new Headers(actor ? { cookie: await sessionCookie(actor.role) } : {});
  try {
    return await work();
  } finally {
    current = new Headers();
  }
}

/**
 * The case of an action or route handler: `prepare` makes what it acts on (as the test itself), then
 * `run` calls it as a request from the actor.
 */
export function requestCase<T>(
  name: string,
  permission: Permission,
  handler: unknown,
  prepare: () => Promise<T>,
  run: (prepared: T) => Promise<unknown>,
): AuthorizationCase {
  return {
    name,
    permission,
    covers: [handler],
    call: async (actor) => {
      const prepared = await prepare();
      return asRequestOf(actor, () => run(prepared));
    },
  };
}

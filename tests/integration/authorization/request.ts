import { eq } from 'drizzle-orm';
import { administrators, type UserType } from '@/db/schema';
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

/** A session cookie of a user of this role of its own (signed in once, through Better Auth). */
function sessionCookie(role: UserType): Promise<string> {
  let cookie = cookies.get(role);
  if (!cookie) {
    cookie = (async () => {
      const email = `${role}-requests@matrix.test`;
      // Only staff can sign in (auth.ts): a 'user' holds a session only from before a demotion.
      const { id } = await createAccount(getDb(), { email, password: 'senha-forte', userType: 'admin' });
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
    })();
    cookies.set(role, cookie);
  }
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

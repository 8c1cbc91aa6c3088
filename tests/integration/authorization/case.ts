import type { Actor, Permission } from '@/lib/shared/auth/permissions';

/**
 * One guarded export in the authorization matrix: `call` runs it as `actor` with valid input. The
 * matrix expects, for each role, the answer its own written-out table (ALLOWED in
 * authorization-matrix.test.ts) gives for `permission`, and a refusal for a visitor; the permissions
 * table (src/lib/shared/auth/permissions.ts) must agree. Each feature adds its cases in a file of
 * this folder named `<feature>.cases.ts`.
 *
 * A refusal is a thrown ForbiddenError (services) or an ActionResult with the access-denied message
 * (server actions, see `runAction`); `refused` overrides that for exports that answer otherwise.
 * Actions and route handlers read the actor from the request: call them through `asRequestOf`.
 */
export interface AuthorizationCase {
  name: string;
  permission: Permission;
  /**
   * The exports this case proves guarded, as the functions themselves (matched by identity): the
   * matrix fails on any export of a service, actions file or route handler that no case covers and
   * public-exports.ts does not list.
   */
  covers: readonly unknown[];
  call: (actor: Actor | null) => Promise<unknown>;
  refused?: (result: unknown) => boolean;
}

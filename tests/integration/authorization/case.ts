import type { Actor, RequiredRole } from '@/lib/shared/auth/roles';

/**
 * One guarded export in the authorization matrix: `call` runs it as `actor` with valid input. The
 * matrix expects a refusal for every actor below `minimum` and none otherwise. Each feature adds its
 * cases in a file of this folder named `<feature>.cases.ts`.
 *
 * A refusal is a thrown ForbiddenError (services) or an ActionResult with the access-denied message
 * (server actions, see `runAction`); `refused` overrides that for exports that answer otherwise.
 * Actions and route handlers read the actor from the request: call them through `asRequestOf`.
 */
export interface AuthorizationCase {
  name: string;
  minimum: RequiredRole;
  /**
   * The exports this case proves guarded, as the functions themselves (matched by identity): the
   * matrix fails on any export of a service, actions file or route handler that no case covers and
   * public-exports.ts does not list.
   */
  covers: readonly unknown[];
  call: (actor: Actor | null) => Promise<unknown>;
  refused?: (result: unknown) => boolean;
}

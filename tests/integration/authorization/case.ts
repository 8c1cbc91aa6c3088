import type { Actor, RequiredRole } from '@/lib/auth/roles';

/**
 * One admin service function in the authorization matrix: `call` runs it as `actor` with valid
 * input. The matrix expects a ForbiddenError for every actor below `minimum` and none otherwise.
 * Each feature adds its cases in a file of this folder named `<feature>.cases.ts`.
 */
export interface AuthorizationCase {
  name: string;
  minimum: RequiredRole;
  call: (actor: Actor | null) => Promise<unknown>;
}

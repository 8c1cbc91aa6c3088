import type { UserType } from '@/db/schema';
import { ADMIN_CHECK_MESSAGES } from './messages';

// Who may do what (SPEC §6). Every service function that reads admin data or writes anything
// takes the signed-in actor and calls requireRole itself; pages and buttons only hide things.

/** The signed-in person as the services see them; null is an anonymous visitor. */
export interface Actor {
  userId: string;
  email: string;
  role: UserType;
  /** The session the actor signed in with (absent when acting outside a request, e.g. in tests). */
  sessionId?: string;
}

export type RequiredRole = 'admin' | 'super_admin';

/** The roles that satisfy each requirement. */
const GRANTS: Record<RequiredRole, readonly UserType[]> = {
  admin: ['admin', 'super_admin'],
  super_admin: ['super_admin'],
};

export class ForbiddenError extends Error {
  constructor(message: string = ADMIN_CHECK_MESSAGES.denied) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export function hasRole(actor: Actor | null, role: RequiredRole): actor is Actor {
  return actor !== null && GRANTS[role].includes(actor.role);
}

/** Returns the actor when allowed; throws ForbiddenError otherwise. */
export function requireRole(actor: Actor | null, role: RequiredRole): Actor {
  if (!hasRole(actor, role)) throw new ForbiddenError();
  return actor;
}

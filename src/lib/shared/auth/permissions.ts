import type { UserType } from '@/db/schema';
import { contentTypes, type DeclaredContentType } from '@/content-types';
import { ForbiddenError } from './errors';

export { ForbiddenError, SessionExpiredError } from './errors';

// Who may do what (SPEC §6), in one table. Every service function that reads admin data or writes
// anything calls `requirePermission(actor, '<area>.<verb>')` itself; the action and route wrappers
// (src/lib/server/actions.ts) check the same entry first; pages and buttons only hide things
// (`can`). No code outside this file compares a role's name (an ESLint rule): it asks `can`, or
// reads a decision its service made. The authorization matrix
// (tests/integration/auth/authorization-matrix.test.ts) checks this table against its own written-out
// answers: a case names its permission, and that table says what each role must see.

/** The lowest role an operation needs; a higher role has every right of a lower one. */
export type RequiredRole = 'admin' | 'super_admin';

/** What is not a content type's; each content type's permission comes from its declaration. */
const CORE_PERMISSIONS = {
  /** The admin area itself: its pages, the admin check, the shell's counts and banners. */
  'admin.access': 'admin',
  /** One's own account at /admin/profile: password, second factor, passkeys, sessions. */
  'profile.manage': 'admin',

  // Content (SPEC §6: "full create, edit and delete on all listed content").

  // The firm.
  'settings.write': 'admin',
  /** The requests inbox: read, status, 'Reenviar', CSV. */
  'requests.manage': 'admin',
  /** 'Dados pessoais (LGPD)': find, export and erase one person's data. */
  'privacy.manage': 'admin',
  'stats.read': 'admin',
  'compliance.read': 'admin',
  /** The media library at /admin/midia, and 'Escolher da biblioteca' in every image field. */
  'media.manage': 'admin',
  /** The firm's calendars at /admin/agenda: hours, days off, bookings, blocks, subscription feeds. */
  'agenda.write': 'admin',
  /** Client alerts (issue 35): 'Enviar como informativo' and the alerts sent and scheduled. */
  'alerts.send': 'admin',
  /** Client alerts' subscribers at /admin/informativos: list, search, CSV, add by hand. */
  'alerts.subscribers': 'admin',

  // The super_admin's own (SPEC §6: "only super_admin may add users, change types and remove users").
  'users.manage': 'super_admin',
  'activity.read': 'super_admin',
} as const satisfies Record<string, RequiredRole>;

/**
 * A content type's permission (its declaration's, src/content-types.ts): SPEC §6 gives admins
 * "full create, edit and delete on all listed content".
 */
const CONTENT_ROLE: RequiredRole = 'admin';

export type Permission = keyof typeof CORE_PERMISSIONS | DeclaredContentType['permission'];

/** The whole table: the core entries, then every content type's permission. */
export function permissionsTable(): Record<Permission, RequiredRole> {
  const content = contentTypes().map((type) => [type.permission, CONTENT_ROLE] as const);
  return { ...CORE_PERMISSIONS, ...Object.fromEntries(content) } as Record<Permission, RequiredRole>;
}

/** The role an operation needs, or undefined for a name that is no permission. */
function requiredRole(permission: Permission): RequiredRole | undefined {
  if (Object.hasOwn(CORE_PERMISSIONS, permission))
    return CORE_PERMISSIONS[permission as keyof typeof CORE_PERMISSIONS];
  return contentTypes().some((type) => type.permission === permission) ? CONTENT_ROLE : undefined;
}

/** The signed-in person as the services see them; null is an anonymous visitor. */
export interface Actor {
  userId: string;
  email: string;
  role: UserType;
  /** The session the actor signed in with (absent when acting outside a request, e.g. in tests). */
  sessionId?: string;
  /**
   * The firm requires two-step sign-in and this account has not set it up: until it does, it may
   * manage its own account ('profile.manage') and nothing else.
   */
  twoFactorSetupRequired?: boolean;
}

/** The roles that satisfy each requirement. */
const GRANTS: Record<RequiredRole, readonly UserType[]> = {
  admin: ['admin', 'super_admin'],
  super_admin: ['super_admin'],
};

/** Whether this role holds the permission. */
export function roleCan(role: UserType, permission: Permission): boolean {
  const required = requiredRole(permission);
  return required !== undefined && GRANTS[required].includes(role);
}

/** What an account may still do while the firm waits for it to set up two-step sign-in. */
const SETUP_PERMISSION: Permission = 'profile.manage';

/** Whether the actor may do it (for showing or hiding things; the service checks again). */
export function can(actor: Actor | null, permission: Permission): actor is Actor {
  if (actor?.twoFactorSetupRequired && permission !== SETUP_PERMISSION) return false;
  return actor !== null && roleCan(actor.role, permission);
}

/** Returns the actor when allowed; throws ForbiddenError otherwise. */
export function requirePermission(actor: Actor | null, permission: Permission): Actor {
  if (!can(actor, permission)) throw new ForbiddenError();
  return actor;
}

/** The roles that may hold a session at all (a 'user' never does: ADR 0003). */
export const STAFF_ROLES = GRANTS[CORE_PERMISSIONS['admin.access']];

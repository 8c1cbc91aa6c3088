import { randomUUID } from 'node:crypto';
import {
  addUserAction,
  removeUserAction,
  setTwoFactorRequiredAction,
  updateUserTypeAction,
} from '@/features/users/actions';
import { createAccount } from '@/features/users/accounts';
import {
  addUser,
  listUsers,
  loadUserManagement,
  removeUser,
  setTwoFactorRequired,
  updateUserType,
} from '@/features/users/service';
import { getDb } from '@/lib/server/db/client';
import { formDataOf } from './content-cases';
import type { AuthorizationCase } from './case';
import { asRequestOf, requestCase } from './request';

// User management is for the super_admin only (SPEC §6).

/** A fresh admin-type user to act on, so every actor gets valid input. */
async function target() {
  return createAccount(getDb(), {
    email: `alvo-${randomUUID()}@matrix.test`,
    password: 'senha-forte',
    userType: 'admin',
  });
}

const newUser = () => ({ email: `novo-${randomUUID()}@matrix.test`, user_type: 'user' as const });

export const cases: AuthorizationCase[] = [
  {
    name: 'users.listUsers',
    permission: 'users.manage',
    covers: [listUsers],
    call: (actor) => listUsers(actor),
  },
  {
    name: 'users.addUser',
    permission: 'users.manage',
    covers: [addUser],
    call: (actor) => addUser(actor, newUser()),
  },
  {
    name: 'users.updateUserType',
    permission: 'users.manage',
    covers: [updateUserType],
    call: async (actor) => updateUserType(actor, { id: (await target()).id, user_type: 'user' }),
  },
  {
    name: 'users.removeUser',
    permission: 'users.manage',
    covers: [removeUser],
    call: async (actor) => removeUser(actor, (await target()).id),
  },
  {
    name: 'users.addUserAction',
    permission: 'users.manage',
    covers: [addUserAction],
    call: (actor) => asRequestOf(actor, () => addUserAction(formDataOf(newUser()))),
  },
  requestCase('users.updateUserTypeAction', 'users.manage', updateUserTypeAction, target, ({ id }) =>
    updateUserTypeAction(id, 'user'),
  ),
  {
    name: 'users.loadUserManagement',
    permission: 'users.manage',
    covers: [loadUserManagement],
    call: (actor) => loadUserManagement(actor),
  },
  // Turning the requirement off needs nothing of the super_admin's own account (turning it on does).
  {
    name: 'users.setTwoFactorRequired',
    permission: 'users.manage',
    covers: [setTwoFactorRequired],
    call: (actor) => setTwoFactorRequired(actor, false),
  },
  {
    name: 'users.setTwoFactorRequiredAction',
    permission: 'users.manage',
    covers: [setTwoFactorRequiredAction],
    call: (actor) => asRequestOf(actor, () => setTwoFactorRequiredAction(false)),
  },
  requestCase('users.removeUserAction', 'users.manage', removeUserAction, target, ({ id }) =>
    removeUserAction(id),
  ),
];

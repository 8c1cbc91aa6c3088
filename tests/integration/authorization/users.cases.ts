import { randomUUID } from 'node:crypto';
import { addUserAction, removeUserAction, updateUserTypeAction } from '@/features/users/actions';
import { createAccount } from '@/features/users/accounts';
import { addUser, listUsers, removeUser, updateUserType } from '@/features/users/service';
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
  { name: 'users.listUsers', minimum: 'super_admin', covers: [listUsers], call: (actor) => listUsers(actor) },
  {
    name: 'users.addUser',
    minimum: 'super_admin',
    covers: [addUser],
    call: (actor) => addUser(actor, newUser()),
  },
  {
    name: 'users.updateUserType',
    minimum: 'super_admin',
    covers: [updateUserType],
    call: async (actor) => updateUserType(actor, { id: (await target()).id, user_type: 'user' }),
  },
  {
    name: 'users.removeUser',
    minimum: 'super_admin',
    covers: [removeUser],
    call: async (actor) => removeUser(actor, (await target()).id),
  },
  {
    name: 'users.addUserAction',
    minimum: 'super_admin',
    covers: [addUserAction],
    call: (actor) => asRequestOf(actor, () => addUserAction(formDataOf(newUser()))),
  },
  requestCase('users.updateUserTypeAction', 'super_admin', updateUserTypeAction, target, ({ id }) =>
    updateUserTypeAction(id, 'user'),
  ),
  requestCase('users.removeUserAction', 'super_admin', removeUserAction, target, ({ id }) =>
    removeUserAction(id),
  ),
];

import { randomUUID } from 'node:crypto';
import { createAccount } from '@/features/users/accounts';
import { addUser, listUsers, removeUser, updateUserType } from '@/features/users/service';
import { getDb } from '@/lib/db/client';
import type { AuthorizationCase } from './case';

// User management is for the super_admin only (SPEC §6).

/** A fresh admin-type user to act on, so every actor gets valid input. */
async function target() {
  return createAccount(getDb(), {
    email: `alvo-${randomUUID()}@matrix.test`,
    password: 'senha-forte',
    userType: 'admin',
  });
}

export const cases: AuthorizationCase[] = [
  { name: 'users.listUsers', minimum: 'super_admin', call: (actor) => listUsers(actor) },
  {
    name: 'users.addUser',
    minimum: 'super_admin',
    call: (actor) => addUser(actor, { email: `novo-${randomUUID()}@matrix.test`, user_type: 'user' }),
  },
  {
    name: 'users.updateUserType',
    minimum: 'super_admin',
    call: async (actor) => updateUserType(actor, { id: (await target()).id, user_type: 'user' }),
  },
  {
    name: 'users.removeUser',
    minimum: 'super_admin',
    call: async (actor) => removeUser(actor, (await target()).id),
  },
];

'use server';

import { runAction, type ActionResult } from '@/lib/action-result';
import type { Actor } from '@/lib/auth/roles';
import { getActor } from '@/lib/auth/session';
import { USER_MESSAGES, type ManagedUser, type NewUserInput } from './schema';
import { addUser, listUsers, removeUser, updateUserType } from './service';

/** Runs one change as the signed-in actor and answers with the fresh list for the table. */
async function changeThenList(
  failure: string,
  success: string,
  change: (actor: Actor | null) => Promise<unknown>,
): Promise<ActionResult<ManagedUser[]>> {
  return runAction(
    `${failure}${USER_MESSAGES.unexpected}`,
    async () => {
      const actor = await getActor();
      await change(actor);
      return listUsers(actor);
    },
    success,
  );
}

export async function addUserAction(input: NewUserInput) {
  return changeThenList(USER_MESSAGES.addFailed, USER_MESSAGES.added, (actor) => addUser(actor, input));
}

export async function updateUserTypeAction(input: { id: string; user_type: string }) {
  return changeThenList(USER_MESSAGES.typeUpdateFailed, USER_MESSAGES.typeUpdated, (actor) =>
    updateUserType(actor, input),
  );
}

export async function removeUserAction(input: { id: string }) {
  return changeThenList(USER_MESSAGES.removeFailed, USER_MESSAGES.removed, (actor) =>
    removeUser(actor, input),
  );
}

'use server';

import { runAction, type ActionResult } from '@/lib/action-result';
import { getActor } from '@/lib/auth/session';
import { USER_MESSAGES, type ManagedUser, type NewUserInput } from './schema';
import { addUser, listUsers, removeUser, updateUserType } from './service';

// Each change answers with the fresh list, so the table shows what the database holds.

export async function addUserAction(input: NewUserInput): Promise<ActionResult<ManagedUser[]>> {
  return runAction(
    `${USER_MESSAGES.addFailed}${USER_MESSAGES.unexpected}`,
    async () => {
      const actor = await getActor();
      await addUser(actor, input);
      return listUsers(actor);
    },
    USER_MESSAGES.added,
  );
}

export async function updateUserTypeAction(input: {
  id: string;
  user_type: string;
}): Promise<ActionResult<ManagedUser[]>> {
  return runAction(
    `${USER_MESSAGES.typeUpdateFailed}${USER_MESSAGES.unexpected}`,
    async () => {
      const actor = await getActor();
      await updateUserType(actor, input);
      return listUsers(actor);
    },
    USER_MESSAGES.typeUpdated,
  );
}

export async function removeUserAction(input: { id: string }): Promise<ActionResult<ManagedUser[]>> {
  return runAction(
    `${USER_MESSAGES.removeFailed}${USER_MESSAGES.unexpected}`,
    async () => {
      const actor = await getActor();
      await removeUser(actor, input);
      return listUsers(actor);
    },
    USER_MESSAGES.removed,
  );
}

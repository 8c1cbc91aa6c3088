'use server';

import { listActions, runAsActor } from '@/lib/server/admin-actions';
import { USER_MESSAGES } from './schema';
import { addUser, removeUser, updateUserType } from './service';

const actions = listActions(USER_MESSAGES, { create: addUser, remove: removeUser });

export const addUserAction = actions.save;
export const removeUserAction = actions.remove;

/** The type selector of a row. */
export async function updateUserTypeAction(id: string, userType: string) {
  return runAsActor(
    USER_MESSAGES.typeUpdateFailed,
    (actor) => updateUserType(actor, { id, user_type: userType }),
    USER_MESSAGES.typeUpdated,
  );
}

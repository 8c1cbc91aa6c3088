'use server';

import { listActions, serverAction } from '@/lib/server/actions';
import { USER_MESSAGES } from './schema';
import { addUser, removeUser, updateUserType } from './service';

const actions = listActions('users.manage', USER_MESSAGES, { create: addUser, remove: removeUser });

export const addUserAction = actions.save;
export const removeUserAction = actions.remove;

/** The type selector of a row. */
export const updateUserTypeAction = serverAction(
  { permission: 'users.manage', failure: USER_MESSAGES.typeUpdateFailed, success: USER_MESSAGES.typeUpdated },
  (actor, id: string, userType: string) => updateUserType(actor, { id, user_type: userType }),
);

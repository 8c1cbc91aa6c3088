'use server';

import { listActions, serverAction } from '@/lib/server/actions';
import { TWO_FACTOR_POLICY_MESSAGES, USER_MESSAGES } from './schema';
import { addUser, removeUser, setTwoFactorRequired, updateUserType } from './service';

const actions = listActions('users.manage', USER_MESSAGES, { create: addUser, remove: removeUser });

export const addUserAction = actions.save;
export const removeUserAction = actions.remove;

/** The type selector of a row. */
export const updateUserTypeAction = serverAction(
  { permission: 'users.manage', failure: USER_MESSAGES.typeUpdateFailed, success: USER_MESSAGES.typeUpdated },
  (actor, id: string, userType: string) => updateUserType(actor, { id, user_type: userType }),
);

/** 'Exigir autenticação em duas etapas': two actions for the switch's two toasts. */
const policy = (required: boolean) =>
  serverAction(
    {
      permission: 'users.manage',
      failure: TWO_FACTOR_POLICY_MESSAGES.failed,
      success: required ? TWO_FACTOR_POLICY_MESSAGES.required : TWO_FACTOR_POLICY_MESSAGES.optional,
    },
    (actor, value: boolean) => setTwoFactorRequired(actor, value),
  );
const [requireAction, relaxAction] = [policy(true), policy(false)];

export const setTwoFactorRequiredAction = async (required: boolean) =>
  (required === true ? requireAction : relaxAction)(required);

'use server';

import { headers } from 'next/headers';
import { formAction, serverAction, UNEXPECTED_REASON } from '@/lib/server/actions';
import { signOutCurrentSession } from '@/lib/server/auth/session-control';
import { ADMIN_CHECK_MESSAGES, SESSION_MESSAGES } from '@/lib/shared/auth/messages';
import { CHANGE_PASSWORD_MESSAGES, LOGIN_MESSAGES, RECOVERY_MESSAGES, RESET_MESSAGES } from './schema';
import {
  changeOwnPassword,
  checkPasswordToken,
  requestPasswordRecovery,
  resetPasswordWithToken,
  signInAdministrator,
  verifySignInCode,
} from './service';

/** The password step; its answer says what comes next (the form toasts the success once done). */
export const signInAction = formAction(
  { permission: 'public', failure: LOGIN_MESSAGES.unexpected },
  async (_, input) => signInAdministrator(input, await headers()),
);

/** The second step: the app's code or a recovery code. */
export const verifySignInCodeAction = formAction(
  { permission: 'public', failure: LOGIN_MESSAGES.unexpected, success: LOGIN_MESSAGES.success },
  async (_, input) => verifySignInCode(input, await headers()),
);

export const requestRecoveryAction = serverAction(
  { permission: 'public', failure: RECOVERY_MESSAGES.unexpected, success: RECOVERY_MESSAGES.sent },
  async (_, input: { email: string }) => requestPasswordRecovery(input, await headers()),
);

/** Whether the link's token can still be used (checked when /reset-password opens). */
export const checkResetTokenAction = serverAction(
  { permission: 'public', failure: RESET_MESSAGES.invalidLink },
  (_, token: string) => checkPasswordToken(token),
);

/** The form sends the link's token as `token`, beside the new password. */
export const resetPasswordAction = formAction(
  {
    permission: 'public',
    failure: `${RESET_MESSAGES.failure}${UNEXPECTED_REASON}`,
    success: RESET_MESSAGES.success,
  },
  (_, input) => resetPasswordWithToken(input),
);

export const changePasswordAction = formAction(
  {
    permission: 'profile.manage',
    failure: `${CHANGE_PASSWORD_MESSAGES.failure}${UNEXPECTED_REASON}`,
    success: CHANGE_PASSWORD_MESSAGES.success,
  },
  (actor, input) => changeOwnPassword(actor, input),
);

/** 'Sair': ends the caller's own session, if any ('no-session': it had already ended). */
export const signOutAction = serverAction(
  { permission: 'public', failure: SESSION_MESSAGES.signOutFailed },
  () => signOutCurrentSession(),
);

/**
 * The admin area's client-side re-check (after navigation or when the tab returns): the
 * permission check is the answer; a refusal carries the access-denied message.
 */
export const verifyAdminAccessAction = serverAction(
  { permission: 'admin.access', failure: ADMIN_CHECK_MESSAGES.failed },
  async () => 'admin' as const,
);

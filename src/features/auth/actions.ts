'use server';

import { headers } from 'next/headers';
import { runAction, type ActionResult } from '@/lib/shared/action-result';
import { getActor } from '@/lib/server/auth/session';
import { signOutCurrentSession } from '@/lib/server/auth/session-control';
import { formInput } from '@/lib/shared/form-data';
import { CHANGE_PASSWORD_MESSAGES, LOGIN_MESSAGES, RECOVERY_MESSAGES, RESET_MESSAGES } from './schema';
import {
  adminAccessOf,
  changeOwnPassword,
  checkPasswordToken,
  requestPasswordRecovery,
  resetPasswordWithToken,
  signInAdministrator,
} from './service';

export async function signInAction(formData: FormData): Promise<ActionResult<void>> {
  return runAction(
    LOGIN_MESSAGES.unexpected,
    async () => signInAdministrator(formInput(formData), await headers()),
    LOGIN_MESSAGES.success,
  );
}

export async function requestRecoveryAction(input: { email: string }): Promise<ActionResult<void>> {
  return runAction(
    RECOVERY_MESSAGES.unexpected,
    async () => requestPasswordRecovery(input, await headers()),
    RECOVERY_MESSAGES.sent,
  );
}

/** True when the link's token can still be used; on a failed check the form lets the user try. */
export async function checkResetTokenAction(token: string): Promise<boolean> {
  try {
    return await checkPasswordToken(token);
  } catch (error) {
    console.error('[auth] checking a reset token failed:', error);
    return true;
  }
}

/** The form sends the link's token as `token`, beside the new password. */
export async function resetPasswordAction(formData: FormData): Promise<ActionResult<void>> {
  return runAction(
    `${RESET_MESSAGES.failure}erro inesperado. Tente novamente.`,
    () => resetPasswordWithToken(formInput(formData)),
    RESET_MESSAGES.success,
  );
}

export async function changePasswordAction(formData: FormData): Promise<ActionResult<void>> {
  return runAction(
    `${CHANGE_PASSWORD_MESSAGES.failure}erro inesperado. Tente novamente.`,
    async () => changeOwnPassword(await getActor(), formInput(formData)),
    CHANGE_PASSWORD_MESSAGES.success,
  );
}

export type SignOutOutcome = 'signed-out' | 'no-session' | 'failed';

export async function signOutAction(): Promise<SignOutOutcome> {
  try {
    return await signOutCurrentSession();
  } catch (error) {
    console.error('[auth] sign-out failed:', error);
    return 'failed';
  }
}

export type AdminAccess = 'admin' | 'denied' | 'error';

export async function verifyAdminAccessAction(): Promise<AdminAccess> {
  try {
    return adminAccessOf(await getActor());
  } catch (error) {
    console.error('[auth] checking administrator access failed:', error);
    return 'error';
  }
}

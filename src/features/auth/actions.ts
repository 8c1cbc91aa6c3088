'use server';

import { headers } from 'next/headers';
import { runAction, type ActionResult } from '@/lib/action-result';
import { getActor } from '@/lib/auth/session';
import { signOutCurrentSession } from '@/lib/auth/session-control';
import {
  CHANGE_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  RECOVERY_MESSAGES,
  RESET_MESSAGES,
  type LoginInput,
  type NewPasswordInput,
} from './schema';
import {
  adminAccessOf,
  changeOwnPassword,
  checkPasswordToken,
  requestPasswordRecovery,
  resetPasswordWithToken,
  signInAdministrator,
} from './service';

export async function signInAction(input: LoginInput): Promise<ActionResult<void>> {
  return runAction(
    LOGIN_MESSAGES.unexpected,
    async () => signInAdministrator(input, await headers()),
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

export async function resetPasswordAction(
  input: NewPasswordInput & { token: string },
): Promise<ActionResult<void>> {
  return runAction(
    `${RESET_MESSAGES.failure}erro inesperado. Tente novamente.`,
    () => resetPasswordWithToken(input),
    RESET_MESSAGES.success,
  );
}

export async function changePasswordAction(input: NewPasswordInput): Promise<ActionResult<void>> {
  return runAction(
    `${CHANGE_PASSWORD_MESSAGES.failure}erro inesperado. Tente novamente.`,
    async () => changeOwnPassword(await getActor(), input),
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

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { accounts } from '@/db/schema';
import { recordActivity } from '@/lib/server/activity';
import { endSessions, SESSION_END_REASONS } from '@/lib/server/auth/session-policy';
import { UserError, parseInput } from '@/lib/shared/action-result';
import { getAuth } from '@/lib/server/auth/auth';
import { signInRefusal } from '@/lib/server/auth/sign-in-errors';
import { confirmCurrentPassword } from '@/lib/server/auth/current-password';
import { needsTwoFactorSetup } from '@/lib/server/auth/two-factor-policy';
import type { SignInStep } from '@/lib/shared/auth/sign-in-steps';
import { isPasswordTokenValid } from '@/lib/server/auth/password-token';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import {
  CHANGE_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  RECOVERY_MESSAGES,
  RESET_MESSAGES,
  changePasswordSchema,
  loginSchema,
  recoverySchema,
  resetPasswordSchema,
  signInCodeSchema,
} from './schema';

// Sign-in as the spec describes it (SPEC §4, §6): Better Auth checks the password, then refuses to
// create a session for anyone who is not staff (auth.ts), with the spec's two texts. Plus recovery,
// reset and change of password.

/** Better Auth's English messages, for the few that can reach a person. */
const PORTUGUESE: Record<string, string> = {
  INVALID_EMAIL: 'email inválido',
  PASSWORD_TOO_SHORT: 'a senha deve ter pelo menos 6 caracteres',
  PASSWORD_TOO_LONG: 'a senha deve ter no máximo 128 caracteres',
  USER_NOT_FOUND: 'usuário não encontrado',
};

function describe(error: { body?: { code?: string; message?: string }; message: string }): string {
  const code = error.body?.code;
  return (code && PORTUGUESE[code]) || error.body?.message || error.message;
}

/**
 * Signs an administrator in (the session cookie is set on the response) and says what comes next:
 * 'code' when the account has two-step sign-in (no session yet: the code step finishes it), 'setup'
 * when the firm requires it and the account must set it up first, else 'done'. Throws a UserError
 * with the spec's message when the credentials are wrong or the person is not an administrator.
 */
export async function signInAdministrator(input: unknown, requestHeaders: Headers): Promise<SignInStep> {
  const { email, password } = parseInput(loginSchema, input);
  let result: Awaited<ReturnType<ReturnType<typeof getAuth>['api']['signInEmail']>>;
  try {
    result = await getAuth().api.signInEmail({ body: { email, password }, headers: requestHeaders });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = error.body?.code;
    if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new UserError(LOGIN_MESSAGES.invalidCredentials);
    if (code === 'EMAIL_NOT_VERIFIED') throw new UserError(LOGIN_MESSAGES.emailNotConfirmed);
    // The right password of someone who is not staff: no session was ever created (auth.ts).
    throw signInRefusal(error, `${LOGIN_MESSAGES.otherError}${describe(error)}`);
  }
  // The two-factor plugin answers the password step this way: the code is awaited.
  if (result && 'twoFactorRedirect' in result && result.twoFactorRedirect) return 'code';
  if (!result?.token || !result.user?.id) throw new UserError(LOGIN_MESSAGES.noSession);
  return (await needsTwoFactorSetup(result.user.id)) ? 'setup' : 'done';
}

/**
 * The second step of a sign-in: the app's 6-digit code, or one of the recovery codes (each works
 * once). Wrong codes count toward the same lock as wrong passwords (sign-in-guard.ts).
 */
export async function verifySignInCode(input: unknown, requestHeaders: Headers): Promise<SignInStep> {
  const { code } = parseInput(signInCodeSchema, input);
  const api = getAuth().api;
  try {
    if (/^\d{6}$/.test(code)) await api.verifyTOTP({ body: { code }, headers: requestHeaders });
    else await api.verifyBackupCode({ body: { code }, headers: requestHeaders });
  } catch (error) {
    const refusal = signInRefusal(error, LOGIN_MESSAGES.codeExpired);
    const wrong =
      isAPIError(error) && ['INVALID_CODE', 'INVALID_BACKUP_CODE'].includes(error.body?.code ?? '');
    throw wrong ? new UserError(LOGIN_MESSAGES.wrongCode, { code: LOGIN_MESSAGES.wrongCode }) : refusal;
  }
  return 'done';
}

/**
 * Sends the recovery e-mail (a link to /reset-password) when the address belongs to a user. The
 * answer is the same either way, so the form does not reveal who has an account. Too many requests
 * for one e-mail or from one address are refused (see brute-force.ts).
 */
export async function requestPasswordRecovery(input: unknown, requestHeaders: Headers): Promise<void> {
  const { email } = parseInput(recoverySchema, input);
  try {
    await getAuth().api.requestPasswordReset({ body: { email }, headers: requestHeaders });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new UserError(`${RECOVERY_MESSAGES.failure}${describe(error)}`);
  }
}

/** Whether a /reset-password link can still be used (checked when the page opens). */
export async function checkPasswordToken(token: unknown): Promise<boolean> {
  return typeof token === 'string' && token.length <= 200 && (await isPasswordTokenValid(token));
}

/** Sets a new password with a recovery or invitation token; ends the user's sessions. */
export async function resetPasswordWithToken(input: unknown): Promise<void> {
  const { token, password } = parseInput(resetPasswordSchema, input);
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === 'INVALID_TOKEN' || error.body?.code === 'USER_NOT_FOUND') {
      throw new UserError(RESET_MESSAGES.invalidLink);
    }
    throw new UserError(`${RESET_MESSAGES.failure}${describe(error)}`);
  }
}

/**
 * /admin/profile: the signed-in administrator's new password, once their current one is given
 * (ADR 0006: a stolen session alone cannot take the account over; its guesses count toward the
 * account's sign-in lock); their other sessions end, and
 * both land in the activity log, in the change's transaction.
 */
export async function changeOwnPassword(actor: Actor | null, input: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const { current_password: currentPassword, password } = parseInput(changePasswordSchema, input);
  // Counted toward the account's lock before it is compared (current-password.ts).
  await confirmCurrentPassword(me, {
    password: currentPassword,
    purpose: 'troca de senha',
    wrongPassword: CHANGE_PASSWORD_MESSAGES.currentWrong,
  });
  const newHash = await (await getAuth().$context).password.hash(password);
  await getDb().transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: newHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, me.userId), eq(accounts.providerId, 'credential')));
    await recordActivity(tx, {
      actorId: me.userId,
      kind: 'password_change',
      entity: 'administrators',
      entityId: me.userId,
    });
    await endSessions(tx, {
      userId: me.userId,
      which: me.sessionId ? { except: me.sessionId } : { all: true },
      actorId: me.userId,
      reason: SESSION_END_REASONS.passwordChange,
    });
  });
}

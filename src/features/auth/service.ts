import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { sessions } from '@/db/schema';
import { UserError, parseInput } from '@/lib/shared/action-result';
import { getAuth, NOT_ADMINISTRATOR, WRONG_USER_TYPE } from '@/lib/server/auth/auth';
import { TOO_MANY_SIGN_IN_FAILURES } from '@/lib/server/auth/brute-force';
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
 * Signs an administrator in (the session cookie is set on the response). Throws a UserError with
 * the spec's message when the credentials are wrong or the person is not an administrator.
 */
export async function signInAdministrator(input: unknown, requestHeaders: Headers): Promise<void> {
  const { email, password } = parseInput(loginSchema, input);
  let result: Awaited<ReturnType<ReturnType<typeof getAuth>['api']['signInEmail']>>;
  try {
    result = await getAuth().api.signInEmail({ body: { email, password }, headers: requestHeaders });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = error.body?.code;
    if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new UserError(LOGIN_MESSAGES.invalidCredentials);
    if (code === 'EMAIL_NOT_VERIFIED') throw new UserError(LOGIN_MESSAGES.emailNotConfirmed);
    if (code === TOO_MANY_SIGN_IN_FAILURES) throw new UserError(error.body?.message ?? error.message);
    // The right password of someone who is not staff: no session was ever created (auth.ts).
    if (code === NOT_ADMINISTRATOR) throw new UserError(LOGIN_MESSAGES.notAdministrator);
    if (code === WRONG_USER_TYPE) throw new UserError(LOGIN_MESSAGES.wrongUserType);
    throw new UserError(`${LOGIN_MESSAGES.otherError}${describe(error)}`);
  }
  if (!result?.token || !result.user?.id) throw new UserError(LOGIN_MESSAGES.noSession);
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
 * (ADR 0006: a stolen session alone cannot take the account over); their other sessions end.
 */
export async function changeOwnPassword(actor: Actor | null, input: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const { current_password: currentPassword, password } = parseInput(changePasswordSchema, input);
  const context = await getAuth().$context;
  // The same check as Better Auth's own changePassword, against the credential account's hash.
  const accounts = await context.internalAdapter.findAccounts(me.userId);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  if (!hash || !(await context.password.verify({ hash, password: currentPassword }))) {
    throw new UserError(CHANGE_PASSWORD_MESSAGES.currentWrong, {
      current_password: CHANGE_PASSWORD_MESSAGES.currentWrong,
    });
  }
  await context.internalAdapter.updatePassword(me.userId, await context.password.hash(password));
  await getDb()
    .delete(sessions)
    .where(
      me.sessionId
        ? and(eq(sessions.userId, me.userId), ne(sessions.id, me.sessionId))
        : eq(sessions.userId, me.userId),
    );
}

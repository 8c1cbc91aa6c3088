import 'server-only';
import { isAPIError } from 'better-auth/api';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import { UserError } from '@/lib/shared/action-result';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getAuth } from './auth';
import { accountKeys, countSignInAttempt, settleSignInAttempt } from './brute-force';

// Every check of the signed-in administrator's current password at /admin/profile (the password
// change, 'Ativar' and 'Desativar' of the second step, 'Adicionar passkey'): a stolen session must
// not be a way to guess it. Each check counts toward the account's sign-in lock (brute-force.ts:
// 5 failures in 15 minutes, shared with /login), atomically and BEFORE the password is compared;
// while locked nothing is compared, the right password included. Every failure and every refusal
// while locked is recorded in the activity log.

export const CURRENT_PASSWORD_LOCKED =
  'Muitas tentativas com a senha atual. Por segurança, tente de novo em 15 minutos.';

export interface CurrentPasswordCheck {
  password: string;
  /** What the check is for, as the activity log says it ('troca de senha', 'adicionar passkey'…). */
  purpose: string;
  /** The form's message for a wrong password, shown at `current_password`. */
  wrongPassword: string;
  /** The second step's code, when the operation asks for it too; a wrong one is shown at `code`. */
  code?: { value: string; wrong: string };
}

async function record(me: Actor, kind: 'password_check_failed' | 'password_check_locked', detail: string) {
  await recordActivity(getDb(), {
    actorId: me.userId,
    kind,
    entity: 'administrators',
    entityId: me.userId,
    detail,
  });
}

/** The same comparison as Better Auth's own, against the credential account's hash. */
async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const context = await getAuth().$context;
  const credentials = await context.internalAdapter.findAccounts(userId);
  const hash = credentials.find((account) => account.providerId === 'credential')?.password;
  return Boolean(hash) && (await context.password.verify({ hash: hash!, password }));
}

/**
 * The app's current code, checked by Better Auth's two-factor plugin against the session's own
 * account (whose second step is on: the plugin then only compares).
 */
async function codeMatches(code: string, headers: Headers): Promise<boolean> {
  try {
    await getAuth().api.verifyTOTP({ body: { code }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_CODE') return false;
    throw error;
  }
}

/**
 * Counts, then checks the current password (and the code, when given) of `me`; throws a UserError
 * for the form when locked or wrong. `headers` are the request's, whose session is `me`'s.
 */
export async function confirmCurrentPassword(
  me: Actor,
  check: CurrentPasswordCheck,
  headers?: Headers,
): Promise<void> {
  const keys = accountKeys(me.email);
  // Counted before anything is compared: concurrent guesses cannot overrun the lock.
  const lock = await countSignInAttempt(keys);
  if (lock) {
    await record(me, 'password_check_locked', check.purpose);
    throw new UserError(CURRENT_PASSWORD_LOCKED, { current_password: CURRENT_PASSWORD_LOCKED });
  }
  let outcome: 'success' | 'failure' | 'neither' = 'neither';
  try {
    if (!(await passwordMatches(me.userId, check.password))) {
      outcome = 'failure';
      await record(me, 'password_check_failed', check.purpose);
      throw new UserError(check.wrongPassword, { current_password: check.wrongPassword });
    }
    if (check.code) {
      if (!headers) throw new Error('the code is checked against the request’s session');
      if (!(await codeMatches(check.code.value, headers))) {
        outcome = 'failure';
        await record(me, 'password_check_failed', `${check.purpose} (código)`);
        throw new UserError(check.code.wrong, { code: check.code.wrong });
      }
    }
    outcome = 'success';
  } finally {
    // A failure stays counted; the right password forgets the account's failures, as at /login.
    await settleSignInAttempt(keys, outcome);
  }
}

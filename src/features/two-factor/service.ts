import 'server-only';
import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { encode } from 'uqr';
import { twoFactors, users } from '@/db/schema';
import { recordActivity } from '@/lib/server/activity';
import { getAuth } from '@/lib/server/auth/auth';
import { confirmCurrentPassword } from '@/lib/server/auth/current-password';
import { ownSessionHeaders } from '@/lib/server/auth/own-session';
import { sendSecurityNotice } from '@/lib/server/auth/security-mail';
import { isTwoFactorRequired } from '@/lib/server/auth/two-factor-policy';
import { getDb } from '@/lib/server/db/client';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import {
  TWO_FACTOR_MESSAGES as M,
  totpCodeSchema,
  twoFactorPasswordSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from './schema';

// The signed-in administrator's own two-step sign-in (issue 25 §1), through Better Auth's
// twoFactor plugin: 'Ativar' (after the password, as the plugin requires) creates an unconfirmed
// secret; a code from the app confirms it and turns it on; then the 10 recovery codes are shown
// once; 'Desativar' needs the password. Each check of the password counts toward the account's
// sign-in lock before the plugin sees it (current-password.ts). Each endpoint acts on the request's
// session, which must be the actor's (ownSessionHeaders). The owner is e-mailed when it goes on or off.

const PASSWORD_CODES = new Set(['INVALID_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND']);

/** A Better Auth refusal as the card's message; anything else is unexpected. */
function refusal(error: unknown, fieldOfPassword = 'current_password'): never {
  if (!isAPIError(error)) throw error;
  const code = error.body?.code ?? '';
  if (PASSWORD_CODES.has(code)) throw new UserError(M.wrongPassword, { [fieldOfPassword]: M.wrongPassword });
  if (code === 'INVALID_CODE') throw new UserError(M.wrongCode, { code: M.wrongCode });
  if (code === 'TOTP_ALREADY_ENABLED') throw new UserError(M.alreadyEnabled);
  if (code === 'TOTP_NOT_ENABLED') throw new UserError(M.notStarted);
  throw error;
}

async function recoveryCodesOf(userId: string): Promise<string[]> {
  const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}

/** Whether it is on, how many recovery codes are left, and whether the firm requires it. */
export async function getTwoFactorStatus(actor: Actor | null): Promise<TwoFactorStatus> {
  const me = requirePermission(actor, 'profile.manage');
  const [user] = await getDb()
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, me.userId));
  const enabled = user?.enabled ?? false;
  return {
    enabled,
    recoveryCodesLeft: enabled ? (await recoveryCodesOf(me.userId)).length : 0,
    required: await isTwoFactorRequired(),
  };
}

/** 'Ativar', once the password is confirmed: the QR code and the key of a new, unconfirmed secret. */
export async function startTwoFactorSetup(actor: Actor | null, input: unknown): Promise<TwoFactorSetup> {
  const me = requirePermission(actor, 'profile.manage');
  const { current_password: password } = parseInput(twoFactorPasswordSchema, input);
  const requestHeaders = await ownSessionHeaders(me);
  await confirmCurrentPassword(me, {
    password,
    purpose: 'ativar duas etapas',
    wrongPassword: M.wrongPassword,
  });
  const { totpURI } = await getAuth()
    .api.enableTwoFactor({ body: { password, method: 'totp' }, headers: requestHeaders })
    .then((result) => result as { totpURI: string }, refusal);
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const { data } = encode(totpURI, { ecc: 'M', border: 2 });
  return { qr: data.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')), secret };
}

/** A code from the app confirms the set-up: two-step sign-in is on; answers the recovery codes. */
export async function confirmTwoFactorSetup(actor: Actor | null, input: unknown): Promise<string[]> {
  const me = requirePermission(actor, 'profile.manage');
  const { code } = parseInput(totpCodeSchema, input);
  const requestHeaders = await ownSessionHeaders(me);
  const [pending] = await getDb()
    .select({ verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, me.userId));
  if (!pending) throw new UserError(M.notStarted);
  if (pending.verified) throw new UserError(M.alreadyEnabled);
  // Turns it on and replaces this session by a new one (Better Auth), in the same browser.
  await getAuth()
    .api.verifyTOTP({ body: { code }, headers: requestHeaders })
    .catch((error: unknown) => refusal(error));
  await recordActivity(getDb(), {
    actorId: me.userId,
    kind: 'two_factor_enabled',
    entity: 'administrators',
    entityId: me.userId,
  });
  await sendSecurityNotice(me.email, { kind: 'two_factor_enabled' });
  return recoveryCodesOf(me.userId);
}

/** 'Desativar', with the password; refused while the firm requires it. */
export async function disableTwoFactor(actor: Actor | null, input: unknown): Promise<void> {
  const me = requirePermission(actor, 'profile.manage');
  const { current_password: password } = parseInput(twoFactorPasswordSchema, input);
  if (await isTwoFactorRequired()) throw new UserError(M.required);
  const requestHeaders = await ownSessionHeaders(me);
  await confirmCurrentPassword(me, {
    password,
    purpose: 'desativar duas etapas',
    wrongPassword: M.wrongPassword,
  });
  await getAuth()
    .api.disableTwoFactor({ body: { password }, headers: requestHeaders })
    .catch((error: unknown) => refusal(error));
  await recordActivity(getDb(), {
    actorId: me.userId,
    kind: 'two_factor_disabled',
    entity: 'administrators',
    entityId: me.userId,
  });
  await sendSecurityNotice(me.email, { kind: 'two_factor_disabled' });
}

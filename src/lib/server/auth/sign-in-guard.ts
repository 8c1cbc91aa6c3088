import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { ADMINISTRATOR_LIMITS } from '@/db/schema/limits';
import { recordSignIn } from '@/lib/server/activity';
import { INVALID_CHARACTER, isStorableText, tooLongMessage } from '@/lib/shared/text-rules';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  TOO_MANY_RECOVERY_REQUESTS,
  TOO_MANY_RECOVERY_REQUESTS_MESSAGE,
  TOO_MANY_SIGN_IN_FAILURES,
  countSignInAttempt,
  hitRecoveryLimit,
  knownDeviceId,
  knownDeviceValue,
  settleSignInAttempt,
  signInKeys,
  tooManyFailuresMessage,
} from './brute-force';

// The sign-in guard, as a Better Auth plugin listed after the two-factor and passkey plugins, so
// that its `after` hook sees what they decided (a password that still needs its code has no
// session by then). For the password and for the two-step codes alike, every attempt is counted
// against the same lock before it is checked (brute-force.ts), and settled after; each outcome is
// recorded in the activity log, refusals while locked included.

export const PASSWORD_SIGN_IN_PATH = '/sign-in/email';
export const RECOVERY_PATH = '/request-password-reset';
export const TOTP_SIGN_IN_PATH = '/two-factor/verify-totp';
export const RECOVERY_CODE_SIGN_IN_PATH = '/two-factor/verify-backup-code';
export const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication';

/** The second step's paths and how the log names each complete sign-in. */
const CODE_PATHS: Record<string, string> = {
  [TOTP_SIGN_IN_PATH]: 'senha e código',
  [RECOVERY_CODE_SIGN_IN_PATH]: 'senha e código de recuperação',
};
const WRONG_CODES = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);
/** Better Auth's two-factor plugin: the cookie naming the account whose code is awaited. */
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const emailOf = (body: unknown) =>
  body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email : '';

/**
 * The e-mail of a sign-in or recovery request that skipped the forms' schema (a direct API call):
 * one PostgreSQL cannot store, or longer than any account's, is refused before it becomes a
 * rate-limit key, with the forms' own messages.
 */
function refuseUnstorableEmail(email: string) {
  const message = !isStorableText(email)
    ? INVALID_CHARACTER
    : email.length > ADMINISTRATOR_LIMITS.email
      ? tooLongMessage(ADMINISTRATOR_LIMITS.email)
      : null;
  if (message) throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message });
}

/** The e-mail of the account whose second step this request answers, or null (no sign-in pending). */
async function pendingTwoFactorEmail(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt < new Date()) return null;
  const user = await ctx.context.internalAdapter.findUserById(pending.value);
  return user?.email ?? null;
}

/** The e-mail each guarded request is about, from its `before` to its `after` hook. */
const attempts = new WeakMap<object, string>();

const knownDeviceCookie = (ctx: HookContext) =>
  ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS });

/** The brute-force counters of this sign-in attempt: the known device's own, or the shared ones. */
async function signInAttemptKeys(ctx: HookContext, email: string) {
  const cookie = await ctx.getSignedCookie(knownDeviceCookie(ctx).name, ctx.context.secret);
  return signInKeys(email, ctx.headers ?? ctx.request?.headers, knownDeviceId(cookie, email));
}

/** After a successful sign-in, this browser gets its own allowance for this account. */
async function rememberKnownDevice(ctx: HookContext, email: string) {
  const { name, attributes } = knownDeviceCookie(ctx);
  await ctx.setSignedCookie(name, knownDeviceValue(email), ctx.context.secret, attributes);
}

async function before(ctx: HookContext) {
  const requestHeaders = ctx.headers ?? ctx.request?.headers;
  if (ctx.path === PASSWORD_SIGN_IN_PATH || ctx.path === RECOVERY_PATH)
    refuseUnstorableEmail(emailOf(ctx.body));
  if (ctx.path === RECOVERY_PATH && !(await hitRecoveryLimit(emailOf(ctx.body), requestHeaders))) {
    throw new APIError('TOO_MANY_REQUESTS', {
      code: TOO_MANY_RECOVERY_REQUESTS,
      message: TOO_MANY_RECOVERY_REQUESTS_MESSAGE,
    });
  }
  const email =
    ctx.path === PASSWORD_SIGN_IN_PATH
      ? emailOf(ctx.body)
      : ctx.path in CODE_PATHS
        ? await pendingTwoFactorEmail(ctx)
        : null;
  // A code confirming the set-up at /admin/profile is no sign-in: nothing to count.
  if (email === null) return;
  attempts.set(ctx.context, email);
  // Counted before the password or code is checked: concurrent guesses cannot overrun it.
  const lock = await countSignInAttempt(await signInAttemptKeys(ctx, email));
  if (lock) {
    await recordSignIn('locked', { email });
    throw new APIError('TOO_MANY_REQUESTS', {
      code: TOO_MANY_SIGN_IN_FAILURES,
      message: tooManyFailuresMessage(lock.retryAfterMs),
    });
  }
}

async function after(ctx: HookContext) {
  const newSession = ctx.context.newSession;
  if (ctx.path === PASSKEY_SIGN_IN_PATH && newSession) {
    await recordSignIn('success', { userId: newSession.user.id }, 'passkey');
    return;
  }
  const email = attempts.get(ctx.context);
  if (email === undefined) return;
  attempts.delete(ctx.context);
  const keys = await signInAttemptKeys(ctx, email);
  const returned = ctx.context.returned;
  if (returned instanceof APIError) {
    const code = returned.body?.code ?? '';
    const failed = code === 'INVALID_EMAIL_OR_PASSWORD' || WRONG_CODES.has(code);
    await settleSignInAttempt(keys, failed ? 'failure' : 'neither');
    // Never what was typed: the administrator it names, or no one (activity.ts).
    if (failed)
      await recordSignIn('failure', { email }, code === 'INVALID_EMAIL_OR_PASSWORD' ? 'senha' : 'código');
  } else if (newSession) {
    await settleSignInAttempt(keys, 'success');
    await rememberKnownDevice(ctx, email);
    await recordSignIn('success', { userId: newSession.user.id }, CODE_PATHS[ctx.path] ?? 'senha');
  } else {
    // Among others, the right password of an account that still owes its code: not yet a success.
    await settleSignInAttempt(keys, 'neither');
  }
}

const guarded = (context: { path?: string }) =>
  context.path === PASSWORD_SIGN_IN_PATH ||
  context.path === RECOVERY_PATH ||
  context.path === PASSKEY_SIGN_IN_PATH ||
  (context.path ?? '') in CODE_PATHS;

/** The plugin; list it after twoFactor and passkey, before nextCookies (which must be last). */
export const signInGuard = () =>
  ({
    id: 'tribuna-sign-in-guard',
    hooks: {
      before: [{ matcher: guarded, handler: createAuthMiddleware(before) }],
      after: [{ matcher: guarded, handler: createAuthMiddleware(after) }],
    },
  }) satisfies BetterAuthPlugin;

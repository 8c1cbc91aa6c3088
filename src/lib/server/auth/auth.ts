import 'server-only';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import * as schema from '@/db/schema';
import { countEvent } from '@/http/bridge.mjs';
import { log } from '@/lib/server/log';
import { recordSignIn } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import {
  TOO_MANY_RECOVERY_REQUESTS,
  TOO_MANY_RECOVERY_REQUESTS_MESSAGE,
  TOO_MANY_SIGN_IN_FAILURES,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  clearSignInFailures,
  countSignInAttempt,
  hitRecoveryLimit,
  knownDeviceId,
  knownDeviceValue,
  settleSignInAttempt,
  signInKeys,
  tooManyFailuresMessage,
} from './brute-force';
import { sendPasswordResetMail } from './password-mail';
import { ADMINISTRATOR_LIMITS } from '@/db/schema/limits';
import { eq } from 'drizzle-orm';
import { STAFF_ROLES } from '@/lib/shared/auth/permissions';
import { INVALID_CHARACTER, isStorableText, tooLongMessage } from '@/lib/shared/text-rules';

// Better Auth: e-mail and password, sessions in PostgreSQL. Roles live in `administrators`.
// Built lazily: the database URL and secret are only known once the start-up has run.

/** A recovery link from /login is valid for one hour. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const SIGN_IN_PATH = '/sign-in/email';
const RECOVERY_PATH = '/request-password-reset';

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

/** The codes a refused session creation answers with (the sign-in form gives the spec's texts). */
export const NOT_ADMINISTRATOR = 'NOT_ADMINISTRATOR';
export const WRONG_USER_TYPE = 'WRONG_USER_TYPE';

/**
 * Only staff ever hold a session, whatever the way in (ADR 0003): Better Auth creates every session
 * through this check, for the password today and for any sign-in method a plugin adds.
 */
async function refuseSessionOfNonStaff(session: { userId: string }) {
  const [admin] = await getDb()
    .select({ role: schema.administrators.userType })
    .from(schema.administrators)
    .where(eq(schema.administrators.id, session.userId));
  if (!admin) throw new APIError('FORBIDDEN', { code: NOT_ADMINISTRATOR, message: NOT_ADMINISTRATOR });
  if (!STAFF_ROLES.includes(admin.role))
    throw new APIError('FORBIDDEN', { code: WRONG_USER_TYPE, message: WRONG_USER_TYPE });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

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

function createAuth() {
  const secure = (process.env.BETTER_AUTH_URL ?? '').startsWith('https://');
  return betterAuth({
    secret: process.env.BETTER_AUTH_SECRET,
    baseURL: process.env.BETTER_AUTH_URL ?? process.env.SITE_URL,
    telemetry: { enabled: false },
    // Better Auth's own messages go through the app's logger (scrubbed: a failed query's values,
    // an e-mail address among them, never reach a line).
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        log[level]({ scope: 'better-auth', ...(err && { err }) }, message);
      },
    },
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Users exist only through user management, the start-up bootstrap or the operator command.
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // The link points at our own page (not Better Auth's redirecting endpoint): SITE_URL/reset-password.
      sendResetPassword: async ({ user, token }) =>
        sendPasswordResetMail(user.email, token, RESET_TOKEN_TTL_SECONDS / 60),
      // Whoever can reset the password owns the account: lift a brute-force lock on it.
      onPasswordReset: async ({ user }) => clearSignInFailures(user.email),
    },
    // Better Auth's own limiter is per instance, counts successes too, and only resets after a quiet
    // `window`: a coarse flood guard only. Sign-in and recovery have their own limits in PostgreSQL
    // (brute-force.ts), so its rules for them are off: otherwise steady, legitimate sign-ins hit 429.
    rateLimit: {
      enabled: process.env.NODE_ENV === 'production',
      window: 60,
      max: 300,
      customRules: {
        [SIGN_IN_PATH]: false,
        [RECOVERY_PATH]: false,
        '/reset-password': { window: 60, max: 20 },
      },
    },
    databaseHooks: { session: { create: { before: refuseSessionOfNonStaff } } },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const requestHeaders = ctx.headers ?? ctx.request?.headers;
        if (ctx.path === SIGN_IN_PATH || ctx.path === RECOVERY_PATH) refuseUnstorableEmail(emailOf(ctx.body));
        if (ctx.path === RECOVERY_PATH && !(await hitRecoveryLimit(emailOf(ctx.body), requestHeaders))) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: TOO_MANY_RECOVERY_REQUESTS,
            message: TOO_MANY_RECOVERY_REQUESTS_MESSAGE,
          });
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        // Counted before the password is checked (brute-force.ts): concurrent guesses cannot overrun it.
        const lock = await countSignInAttempt(await signInAttemptKeys(ctx, emailOf(ctx.body)));
        if (lock) {
          countEvent('sign_in', 'locked');
          throw new APIError('TOO_MANY_REQUESTS', {
            code: TOO_MANY_SIGN_IN_FAILURES,
            message: tooManyFailuresMessage(lock.retryAfterMs),
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const email = emailOf(ctx.body);
        const keys = await signInAttemptKeys(ctx, email);
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          const failed = returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD';
          await settleSignInAttempt(keys, failed ? 'failure' : 'neither');
          // Never what was typed: the administrator it names, or no one (activity.ts).
          if (failed) {
            countEvent('sign_in', 'failure');
            await recordSignIn('failure', { email });
          }
        } else if (ctx.context.newSession) {
          countEvent('sign_in', 'success');
          await settleSignInAttempt(keys, 'success');
          await rememberKnownDevice(ctx, email);
          await recordSignIn('success', { userId: ctx.context.newSession.user.id });
        } else {
          await settleSignInAttempt(keys, 'neither');
        }
      }),
    },
    advanced: {
      // HttpOnly and SameSite=Lax always; Secure follows the site's scheme (https in production).
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const state = globalThis as unknown as { __tribunaAuth?: Auth };

export function getAuth(): Auth {
  state.__tribunaAuth ??= createAuth();
  return state.__tribunaAuth;
}

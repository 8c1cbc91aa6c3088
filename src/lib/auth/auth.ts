import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import * as schema from '@/db/schema';
import { getDb } from '@/lib/db/client';
import {
  TOO_MANY_RECOVERY_REQUESTS,
  TOO_MANY_RECOVERY_REQUESTS_MESSAGE,
  TOO_MANY_SIGN_IN_FAILURES,
  clearSignInFailures,
  hitRecoveryLimit,
  recordSignInFailure,
  signInLockout,
  tooManyFailuresMessage,
} from './brute-force';
import { sendPasswordResetMail } from './password-mail';

// Better Auth: e-mail and password, sessions in PostgreSQL. Roles live in `administrators`.
// Built lazily: the database URL and secret are only known once the start-up has run.

/** A recovery link from /login is valid for one hour. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const SIGN_IN_PATH = '/sign-in/email';
const RECOVERY_PATH = '/request-password-reset';

const emailOf = (body: unknown) =>
  body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email : '';

function createAuth() {
  const secure = (process.env.BETTER_AUTH_URL ?? '').startsWith('https://');
  return betterAuth({
    secret: process.env.BETTER_AUTH_SECRET,
    baseURL: process.env.BETTER_AUTH_URL ?? process.env.SITE_URL,
    telemetry: { enabled: false },
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const requestHeaders = ctx.headers ?? ctx.request?.headers;
        if (ctx.path === RECOVERY_PATH && !(await hitRecoveryLimit(emailOf(ctx.body), requestHeaders))) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: TOO_MANY_RECOVERY_REQUESTS,
            message: TOO_MANY_RECOVERY_REQUESTS_MESSAGE,
          });
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const lock = await signInLockout(emailOf(ctx.body), requestHeaders);
        if (lock) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: TOO_MANY_SIGN_IN_FAILURES,
            message: tooManyFailuresMessage(lock.retryAfterMs),
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH) return;
        const email = emailOf(ctx.body);
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
            await recordSignInFailure(email, ctx.headers ?? ctx.request?.headers);
          }
        } else if (ctx.context.newSession) {
          await clearSignInFailures(email);
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

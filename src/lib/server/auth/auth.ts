import 'server-only';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { eq } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { log } from '@/lib/server/log';
import { recordActivity } from '@/lib/server/activity';
import { addressFromHeaders } from '@/lib/server/client-address';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { serverSecretIfSet } from '@/lib/server/server-secret';
import { STAFF_ROLES } from '@/lib/shared/auth/permissions';
import { perProcess } from '@/runtime/runtime.mjs';
import { clearSignInFailures } from './brute-force';
import { sendPasswordResetMail } from './password-mail';
import { notifySecondFactorRevocation, revokeSecondFactors } from './second-factor-revocation';
import { SECOND_FACTOR_REVOCATION_REASONS } from './security-mail';
import { recordExpiry, SESSION_REFRESH_SECONDS, sessionLimits } from './session-policy';
import { PASSWORD_SIGN_IN_PATH, RECOVERY_PATH, signInGuard } from './sign-in-guard';

// Better Auth: e-mail and password, a second step (TOTP, recovery codes) and passkeys, sessions in
// PostgreSQL. Roles live in `administrators`. Built lazily: the database URL and secret are only
// known once the start-up has run. Its HTTP API is closed but for http-paths.ts: the site's forms
// call it on the server, through server actions (ADR 0020).

/** A recovery link from /login is valid for one hour. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The codes a refused session creation answers with (the sign-in form gives the spec's texts). */
export const NOT_ADMINISTRATOR = 'NOT_ADMINISTRATOR';
export const WRONG_USER_TYPE = 'WRONG_USER_TYPE';

type SessionData = { userId: string; ipAddress?: string | null };
type HookContext = { headers?: Headers; request?: Request } | null;

/**
 * Only staff ever hold a session, whatever the way in (ADR 0003): Better Auth creates every session
 * through this check: the password, the second step's code, a passkey, and the new session that
 * enabling or disabling the second step issues.
 */
async function refuseSessionOfNonStaff(session: SessionData) {
  const [admin] = await getDb()
    .select({ role: schema.administrators.userType })
    .from(schema.administrators)
    .where(eq(schema.administrators.id, session.userId));
  if (!admin) throw new APIError('FORBIDDEN', { code: NOT_ADMINISTRATOR, message: NOT_ADMINISTRATOR });
  if (!STAFF_ROLES.includes(admin.role))
    throw new APIError('FORBIDDEN', { code: WRONG_USER_TYPE, message: WRONG_USER_TYPE });
}

/**
 * A new session, checked, with the client's address as this site knows it (the socket's, or the
 * trusted proxy's entry: client-address.ts), not Better Auth's reading of X-Forwarded-For.
 */
async function beforeSessionCreated(session: SessionData, ctx: HookContext) {
  await refuseSessionOfNonStaff(session);
  const address = addressFromHeaders(ctx?.headers ?? ctx?.request?.headers);
  return { data: { ...session, ipAddress: address ?? '' } };
}

/** The WebAuthn error code of a passkey answer whose authenticator did not verify its user. */
export const USER_NOT_VERIFIED = 'USER_NOT_VERIFIED';

/** Refuses a passkey ceremony in which the authenticator did not verify its user. */
function requireUserVerified(userVerified: boolean | undefined): void {
  if (userVerified !== true)
    throw new APIError('UNAUTHORIZED', { code: USER_NOT_VERIFIED, message: USER_NOT_VERIFIED });
}

/** A session Better Auth finds expired when its browser comes back is deleted there: record it. */
async function afterSessionDeleted(session: { userId: string; expiresAt: Date | string }) {
  if (new Date(session.expiresAt).getTime() <= Date.now())
    await recordExpiry(getDb(), session.userId, sessionLimits().idleLabel);
}

function createAuth() {
  const baseURL = process.env.BETTER_AUTH_URL ?? getEnv().SITE_URL;
  const secure = baseURL.startsWith('https://');
  const { idleSeconds } = sessionLimits();
  // The site's host names it in authenticator apps and passkey prompts; passkeys belong to it.
  const siteName = new URL(baseURL).host;
  return betterAuth({
    appName: siteName,
    secret: serverSecretIfSet(),
    baseURL,
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
        twoFactors: schema.twoFactors,
        passkeys: schema.passkeys,
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
      // Whoever can reset the password owns the account: lift a brute-force lock on it. Every session
      // of the account has ended with the reset, in its transaction (revokeSessionsOnPasswordReset);
      // its second factors go too (passkeys, second step): the account starts them anew (ADR 0020).
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(user.email);
        const revoked = await getDb().transaction(async (tx) => {
          await recordActivity(tx, {
            actorId: user.id,
            kind: 'password_reset',
            entity: 'administrators',
            entityId: user.id,
            detail: 'todas as sessões encerradas',
          });
          return revokeSecondFactors(tx, {
            userId: user.id,
            actorId: user.id,
            reason: SECOND_FACTOR_REVOCATION_REASONS.passwordReset,
          });
        });
        await notifySecondFactorRevocation(
          user.email,
          revoked,
          SECOND_FACTOR_REVOCATION_REASONS.passwordReset,
        );
      },
    },
    // Better Auth's own limiter is per instance, counts successes too, and only resets after a quiet
    // `window`: a coarse flood guard only. Sign-in and recovery have their own limits in PostgreSQL
    // (brute-force.ts), so its rules for them are off: otherwise steady, legitimate sign-ins hit 429.
    rateLimit: {
      enabled: process.env.NODE_ENV === 'production',
      window: 60,
      max: 300,
      customRules: {
        [PASSWORD_SIGN_IN_PATH]: false,
        [RECOVERY_PATH]: false,
        '/reset-password': { window: 60, max: 20 },
      },
    },
    // Idle limit as Better Auth's sliding expiry; the absolute limit in session-policy.ts.
    session: { expiresIn: idleSeconds, updateAge: SESSION_REFRESH_SECONDS },
    databaseHooks: {
      session: {
        create: { before: beforeSessionCreated },
        delete: { after: afterSessionDeleted },
      },
    },
    advanced: {
      // HttpOnly and SameSite=Lax always; Secure follows the site's scheme (https in production).
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      twoFactor({
        issuer: siteName,
        // Wrong codes count toward the sign-in lock (sign-in-guard.ts), not a second lock of its own.
        accountLockout: { enabled: false },
        backupCodeOptions: { amount: 10 },
      }),
      // WebAuthn answers are checked against the site's own origin, never the request's. The
      // authenticator must verify its user (fingerprint, face, PIN), when the passkey is created and
      // at every sign-in: a passkey is then two factors at once, which is why signing in with one
      // asks for no code (ADR 0020). The plugin compares without it, so the hooks refuse.
      passkey({
        rpName: siteName,
        origin: new URL(baseURL).origin,
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        registration: {
          afterVerification: ({ verification }) =>
            requireUserVerified(verification.registrationInfo?.userVerified),
        },
        authentication: {
          afterVerification: ({ verification }) =>
            requireUserVerified(verification.authenticationInfo.userVerified),
        },
      }),
      signInGuard(),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** One Better Auth per process, whichever bundle asks (src/runtime/runtime.mjs). */
export function getAuth(): Auth {
  return perProcess('auth', createAuth);
}

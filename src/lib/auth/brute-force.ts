import { isIP } from 'node:net';
import { hitRateLimit, peekRateLimit, resetRateLimit } from '@/lib/rate-limit';

// Brute-force guard for e-mail/password sign-in (and a limit on recovery e-mails). Failed attempts are counted per e-mail and per
// client address in PostgreSQL (so the lock holds across restarts and instances); successes are
// never counted. Once a key reaches its limit, sign-in is refused until its window ends.

export const SIGN_IN_FAILURE_LIMITS = {
  /** Guessing one account's password. */
  email: { failures: 5, windowMs: 15 * 60_000 },
  /** One address trying many accounts (kept high: offices share one public address). */
  address: { failures: 30, windowMs: 15 * 60_000 },
} as const;

/** Error code of the refusal, so the login form can tell it apart from bad credentials. */
export const TOO_MANY_SIGN_IN_FAILURES = 'TOO_MANY_SIGN_IN_FAILURES';

export function tooManyFailuresMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return (
    'Muitas tentativas de login sem sucesso. Por segurança, o acesso foi bloqueado temporariamente. ' +
    `Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
  );
}

/**
 * The client's address: the right-most valid entry of X-Forwarded-For, which is the one added by the
 * nearest proxy (Next.js itself fills the header from the socket when no proxy did).
 */
export function clientAddress(headers: Headers | undefined): string | null {
  const forwarded = headers?.get('x-forwarded-for') ?? '';
  const entries = forwarded
    .split(',')
    .map((entry) => entry.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''))
    .filter((entry) => isIP(entry) !== 0);
  return entries.at(-1)?.toLowerCase() ?? null;
}

const normalize = (email: string) => email.trim().toLowerCase();

function keysOf(email: string, headers: Headers | undefined) {
  const address = clientAddress(headers);
  return [
    { key: `sign-in:email:${normalize(email)}`, ...SIGN_IN_FAILURE_LIMITS.email },
    ...(address ? [{ key: `sign-in:address:${address}`, ...SIGN_IN_FAILURE_LIMITS.address }] : []),
  ];
}

/** How long sign-in stays refused for this e-mail or address, or null when it is allowed. */
export async function signInLockout(
  email: string,
  headers: Headers | undefined,
): Promise<{ retryAfterMs: number } | null> {
  let retryAfterMs = 0;
  for (const { key, failures, windowMs } of keysOf(email, headers)) {
    const state = await peekRateLimit(key, failures, windowMs);
    if (!state.allowed) retryAfterMs = Math.max(retryAfterMs, state.retryAfterMs);
  }
  return retryAfterMs > 0 ? { retryAfterMs } : null;
}

export async function recordSignInFailure(email: string, headers: Headers | undefined) {
  for (const { key, failures, windowMs } of keysOf(email, headers)) {
    await hitRateLimit(key, failures, windowMs);
  }
}

/** A successful sign-in or password reset proves the owner: forget the e-mail's failures. */
export async function clearSignInFailures(email: string) {
  await resetRateLimit(`sign-in:email:${normalize(email)}`);
}

/** Recovery e-mails: at most 5 an hour for one address book entry, 20 an hour from one client. */
export const RECOVERY_LIMITS = {
  email: { count: 5, windowMs: 60 * 60_000 },
  address: { count: 20, windowMs: 60 * 60_000 },
} as const;

export const TOO_MANY_RECOVERY_REQUESTS = 'TOO_MANY_RECOVERY_REQUESTS';
export const TOO_MANY_RECOVERY_REQUESTS_MESSAGE =
  'muitas solicitações para este email. Aguarde alguns minutos e tente novamente.';

/** Counts one recovery request; false when this e-mail or address asked too often. */
export async function hitRecoveryLimit(email: string, headers: Headers | undefined): Promise<boolean> {
  const address = clientAddress(headers);
  const results = await Promise.all([
    hitRateLimit(
      `recovery:email:${normalize(email)}`,
      RECOVERY_LIMITS.email.count,
      RECOVERY_LIMITS.email.windowMs,
    ),
    ...(address
      ? [
          hitRateLimit(
            `recovery:address:${address}`,
            RECOVERY_LIMITS.address.count,
            RECOVERY_LIMITS.address.windowMs,
          ),
        ]
      : []),
  ]);
  return results.every((result) => result.allowed);
}

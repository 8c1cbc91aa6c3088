import 'server-only';
import { addressFromHeaders } from '@/lib/server/client-address';
import { hitRateLimit, releaseRateLimit, resetRateLimit } from '@/lib/server/rate-limit';

// Brute-force guard for e-mail/password sign-in (and a limit on recovery e-mails), counted in
// PostgreSQL so the lock holds across restarts and instances.
//
// Every attempt is counted BEFORE the password is checked, with one atomic upsert-increment per
// key (rate-limit.ts): of any number of concurrent attempts, only those that got a count within the
// limit reach the password check. Afterwards the attempt is settled: a wrong password stays counted,
// a success forgets the e-mail's failures and gives its address attempt back, anything else (a
// refusal, a malformed request) is given back.
//
// Strangers share the e-mail's allowance, so they can lock an account. A browser that signed in to
// that account before carries a signed, httpOnly "known device" cookie naming the account, and has
// its own allowance instead: strangers cannot keep the owner out.

export const SIGN_IN_FAILURE_LIMITS = {
  /** Guessing one account's password (strangers together). */
  email: { failures: 5, windowMs: 15 * 60_000 },
  /** One address trying many accounts (kept high: offices share one public address). */
  address: { failures: 30, windowMs: 15 * 60_000 },
  /** A browser that signed in to the account before: its own allowance. */
  device: { failures: 5, windowMs: 15 * 60_000 },
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

/** Name (before Better Auth's prefix) and lifetime of the known-device cookie. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const normalize = (email: string) => email.trim().toLowerCase();

/** The (already signature-checked) cookie value for a device that signed in as `email`. */
export const knownDeviceValue = (email: string) => `${crypto.randomUUID()}:${normalize(email)}`;

/** The device's id when its cookie value names this e-mail; null for strangers. */
export function knownDeviceId(cookieValue: string | null | false | undefined, email: string): string | null {
  if (!cookieValue) return null;
  const separator = cookieValue.indexOf(':');
  if (separator < 1 || cookieValue.slice(separator + 1) !== normalize(email)) return null;
  return cookieValue.slice(0, separator);
}

interface CountedKey {
  key: string;
  failures: number;
  windowMs: number;
  /** What a success does to it: forget all (the owner proved it), or give this attempt back. */
  onSuccess: 'reset' | 'release';
}

/** The counters one sign-in attempt uses. */
export function signInKeys(
  email: string,
  headers: Headers | undefined,
  deviceId: string | null,
): CountedKey[] {
  if (deviceId)
    return [{ key: `sign-in:device:${deviceId}`, ...SIGN_IN_FAILURE_LIMITS.device, onSuccess: 'reset' }];
  const address = addressFromHeaders(headers);
  return [
    { key: `sign-in:email:${normalize(email)}`, ...SIGN_IN_FAILURE_LIMITS.email, onSuccess: 'reset' },
    ...(address
      ? [
          {
            key: `sign-in:address:${address}`,
            ...SIGN_IN_FAILURE_LIMITS.address,
            onSuccess: 'release' as const,
          },
        ]
      : []),
  ];
}

/**
 * The per-account counter a check of the current password (at /admin/profile) shares with sign-in:
 * a stolen session guessing the password meets the same lock as a stranger at /login.
 */
export function accountKeys(email: string): CountedKey[] {
  return [{ key: `sign-in:email:${normalize(email)}`, ...SIGN_IN_FAILURE_LIMITS.email, onSuccess: 'reset' }];
}

/**
 * Counts the attempt on every key before the password is checked. Returns how long sign-in stays
 * refused when any key is over its limit: the attempt then does not reach the password check, and
 * is given back (a refusal is not a failure; the counts that made it stay).
 */
export async function countSignInAttempt(keys: CountedKey[]): Promise<{ retryAfterMs: number } | null> {
  const results = await Promise.all(
    keys.map(({ key, failures, windowMs }) => hitRateLimit(key, failures, windowMs)),
  );
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return null;
  await settleSignInAttempt(keys, 'neither');
  return { retryAfterMs: Math.max(...refused.map((result) => result.retryAfterMs)) };
}

/** Settles a counted attempt once its outcome is known. */
export async function settleSignInAttempt(keys: CountedKey[], outcome: 'failure' | 'success' | 'neither') {
  if (outcome === 'failure') return;
  await Promise.all(
    keys.map(({ key, windowMs, onSuccess }) =>
      outcome === 'success' && onSuccess === 'reset' ? resetRateLimit(key) : releaseRateLimit(key, windowMs),
    ),
  );
}

/** A password reset proves the owner: forget the e-mail's failures. */
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
  const address = addressFromHeaders(headers);
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

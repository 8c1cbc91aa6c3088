import 'server-only';
import { isAPIError } from 'better-auth/api';
import { UserError } from '@/lib/shared/action-result';
import { ACCESS_REFUSALS } from '@/lib/shared/auth/messages';
import { NOT_ADMINISTRATOR, WRONG_USER_TYPE } from './auth';
import { TOO_MANY_SIGN_IN_FAILURES } from './brute-force';

/**
 * A refused sign-in step (code, passkey) as the message its form shows: the lock's own, the spec's
 * two for someone who is not staff (no session was created: auth.ts), or the step's `fallback`.
 * Anything that is not Better Auth's refusal is returned as it is (an unexpected error).
 */
export function signInRefusal(error: unknown, fallback: string): unknown {
  if (!isAPIError(error)) return error;
  const code = error.body?.code;
  if (code === TOO_MANY_SIGN_IN_FAILURES) return new UserError(error.body?.message ?? error.message);
  if (code === NOT_ADMINISTRATOR) return new UserError(ACCESS_REFUSALS.notAdministrator);
  if (code === WRONG_USER_TYPE) return new UserError(ACCESS_REFUSALS.wrongUserType);
  return new UserError(fallback);
}

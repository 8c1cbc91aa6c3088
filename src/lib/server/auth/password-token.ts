import 'server-only';
import { randomBytes } from 'node:crypto';
import { getAuth } from './auth';

// Tokens for /reset-password stored the way Better Auth stores its own reset tokens, so its
// reset endpoint accepts them; used for invitations, which need a longer life than a recovery.

/** Creates a single-use token that lets the holder set the password of `userId`. */
export async function createPasswordToken(userId: string, ttlSeconds: number): Promise<string> {
  const context = await getAuth().$context;
  const token = randomBytes(18).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Whether `token` can still set a password (it exists and has not expired). */
export async function isPasswordTokenValid(token: string): Promise<boolean> {
  if (!token) return false;
  const context = await getAuth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { passkeys, twoFactors, users } from '@/db/schema';
import { recordActivity } from '@/lib/server/activity';
import type { Database, Transaction } from '@/lib/server/db/client';
import { sendSecurityNotice } from './security-mail';

// A new password set without the old one (a reset link, the operator's command) or a change of
// account type ends the account's sessions; its second factors go with them (ADR 0020): its
// passkeys, or one planted through a stolen session would outlive the password, and its second step
// (the TOTP secret and recovery codes), or one set up by whoever stole the account would lock the
// owner out of it. The account starts its second factors anew: when the firm requires the second
// step, its next sign-in is sent to set it up again (two-factor-policy.ts).

/** What went: how many passkeys, and whether the second step was on. */
export interface SecondFactorsRemoved {
  passkeys: number;
  twoFactor: boolean;
}

/**
 * Deletes every passkey of `userId` and its second step (confirmed or not), turning it off, in `db`
 * (the change's transaction). Records nothing: see revokeSecondFactors.
 */
export async function removeSecondFactors(
  db: Database | Transaction,
  userId: string,
): Promise<SecondFactorsRemoved> {
  const removed = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  const turnedOff = await db
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  return { passkeys: removed.length, twoFactor: turnedOff.length > 0 };
}

/**
 * Removes the second factors of `userId` in `db` (the change's transaction) and records what went,
 * by `actorId`, with the reason. The caller e-mails the owner (notifySecondFactorRevocation).
 */
export async function revokeSecondFactors(
  db: Database | Transaction,
  input: { userId: string; actorId: string | null; reason: string },
): Promise<SecondFactorsRemoved> {
  const removed = await removeSecondFactors(db, input.userId);
  await recordSecondFactorRevocation(db, { ...input, removed });
  return removed;
}

/** The activity entries of the second factors of `userId` removed at once (none: nothing to record). */
export async function recordSecondFactorRevocation(
  db: Pick<Database, 'insert'>,
  input: { userId: string; actorId: string | null; reason: string; removed: SecondFactorsRemoved },
): Promise<void> {
  const { passkeys: count, twoFactor } = input.removed;
  if (count > 0) {
    await recordActivity(db, {
      actorId: input.actorId,
      kind: 'passkey_removed',
      entity: 'passkeys',
      entityId: input.userId,
      detail: `${input.reason} (${count} ${count === 1 ? 'passkey' : 'passkeys'})`,
    });
  }
  if (twoFactor) {
    await recordActivity(db, {
      actorId: input.actorId,
      kind: 'two_factor_disabled',
      entity: 'administrators',
      entityId: input.userId,
      detail: input.reason,
    });
  }
}

/** E-mails the owner what went (after the transaction): one notice per kind of second factor. */
export async function notifySecondFactorRevocation(
  email: string,
  removed: SecondFactorsRemoved,
  reason: string,
): Promise<void> {
  if (removed.passkeys > 0)
    await sendSecurityNotice(email, { kind: 'passkeys_revoked', count: removed.passkeys, reason });
  if (removed.twoFactor) await sendSecurityNotice(email, { kind: 'two_factor_disabled', reason });
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { passkeys } from '@/db/schema';
import { recordActivity } from '@/lib/server/activity';
import type { Database, Transaction } from '@/lib/server/db/client';

// A new password set without the old one (a reset link, the operator's command) or a change of
// account type ends the account's sessions; its passkeys go with them, or a passkey planted through
// a stolen session would outlive the password (ADR 0020). The second step (TOTP) stays: when the
// firm requires it, an account without it is sent to set it up (two-factor-policy.ts).

/**
 * Deletes every passkey of `userId` in `db` (the change's transaction) and records it once, by
 * `actorId`, with the reason. Returns how many went (the caller e-mails the owner when any did).
 */
export async function revokePasskeys(
  db: Database | Transaction,
  input: { userId: string; actorId: string | null; reason: string },
): Promise<number> {
  const removed = await db
    .delete(passkeys)
    .where(eq(passkeys.userId, input.userId))
    .returning({ id: passkeys.id });
  await recordPasskeyRevocation(db, { ...input, count: removed.length });
  return removed.length;
}

/** The activity entry of `count` passkeys of `userId` removed at once (none: nothing to record). */
export async function recordPasskeyRevocation(
  db: Pick<Database, 'insert'>,
  input: { userId: string; actorId: string | null; reason: string; count: number },
): Promise<void> {
  if (input.count === 0) return;
  await recordActivity(db, {
    actorId: input.actorId,
    kind: 'passkey_removed',
    entity: 'passkeys',
    entityId: input.userId,
    detail: `${input.reason} (${input.count} ${input.count === 1 ? 'passkey' : 'passkeys'})`,
  });
}

import 'server-only';
import { lt, and, eq, sql } from 'drizzle-orm';
import { alertDeliveries, alertLeftHashes, alerts, alertSubscribers } from '@/db/schema';
import type { DatabaseWriter, Transaction } from '@/lib/server/db/client';
import { getDb } from '@/lib/server/db/client';
import { addressHash, normalizeEmail } from './subscribers';

// The subscribers' personal data for the LGPD tools (features/privacy, issue 35 §4): the export,
// the erasure (which waits for a send in flight to that person, then nothing more goes: the
// delivery finds no subscriber), the retention and the erasure journal's replay.

/** A subscription as the export shows it: the consent record, the topics and what was sent. */
export interface HeldSubscription {
  email: string;
  name: string | null;
  status: string;
  topics: string[];
  language: string;
  consentAt: string;
  consentText: string;
  consentPage: string | null;
  confirmedAt: string | null;
  legalBasis: string | null;
  leftAt: string | null;
  origin: {
    entryPage: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
  };
  alerts: { title: string; status: string; sentAt: string | null }[];
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every subscription of `email` (lower-cased). */
export async function subscriptionsOf(email: string): Promise<HeldSubscription[]> {
  const rows = await getDb()
    .select()
    .from(alertSubscribers)
    .where(sql`lower(${alertSubscribers.email}) = ${normalizeEmail(email)}`);
  const held: HeldSubscription[] = [];
  for (const row of rows) {
    const sent = await getDb()
      .select({ title: alerts.postTitle, status: alertDeliveries.status, sentAt: alertDeliveries.sentAt })
      .from(alertDeliveries)
      .innerJoin(alerts, eq(alerts.id, alertDeliveries.alertId))
      .where(eq(alertDeliveries.subscriberId, row.id));
    held.push({
      email: row.email,
      name: row.name,
      status: row.status,
      topics: row.topics,
      language: row.language,
      consentAt: row.consentAt.toISOString(),
      consentText: row.consentText,
      consentPage: row.formPage,
      confirmedAt: iso(row.confirmedAt),
      legalBasis: row.legalBasis,
      leftAt: iso(row.leftAt),
      origin: {
        entryPage: row.entryPage,
        utmSource: row.utmSource,
        utmMedium: row.utmMedium,
        utmCampaign: row.utmCampaign,
      },
      alerts: sent.map((item) => ({ ...item, sentAt: iso(item.sentAt) })),
    });
  }
  return held;
}

/**
 * Deletes the subscriptions of `email` (and the hash kept of it), in the erasure's transaction.
 * A delivery being sent holds the subscriber's row (features/alerts/sending.ts): the delete waits
 * for it, and every later delivery finds no one to send to.
 */
export async function deleteSubscriptionsOf(writer: DatabaseWriter, email: string): Promise<number> {
  const address = normalizeEmail(email);
  const rows = await writer
    .delete(alertSubscribers)
    .where(sql`lower(${alertSubscribers.email}) = ${address}`)
    .returning({ id: alertSubscribers.id });
  await writer.delete(alertLeftHashes).where(eq(alertLeftHashes.hash, addressHash(address)));
  return rows.length;
}

/** The distinct addresses (lower-cased) of the subscribers, for the erasure journal's replay. */
export async function subscriberAddresses(writer: DatabaseWriter): Promise<string[]> {
  const rows = await writer
    .select({ email: sql<string>`lower(${alertSubscribers.email})` })
    .from(alertSubscribers);
  return [...new Set(rows.map((row) => row.email))];
}

/** Days a subscription waits for its confirmation, and a person who left is kept, before deletion. */
export const ALERT_RETENTION_DAYS = 30;

/**
 * The retention: subscriptions never confirmed, and people who left, 30 days on; of those who left
 * only a keyed hash of the address stays, so the firm cannot add them again by hand.
 */
export async function deleteExpiredSubscribers(
  tx: Transaction,
  now: Date = new Date(),
): Promise<{ unconfirmed: number; left: number }> {
  const cutoff = new Date(now.getTime() - ALERT_RETENTION_DAYS * 24 * 60 * 60_000);
  const unconfirmed = await tx
    .delete(alertSubscribers)
    .where(and(eq(alertSubscribers.status, 'pending'), lt(alertSubscribers.consentAt, cutoff)))
    .returning({ id: alertSubscribers.id });
  const left = await tx
    .delete(alertSubscribers)
    .where(and(eq(alertSubscribers.status, 'left'), lt(alertSubscribers.leftAt, cutoff)))
    .returning({ email: alertSubscribers.email });
  if (left.length > 0)
    await tx
      .insert(alertLeftHashes)
      .values(left.map((row) => ({ hash: addressHash(row.email) })))
      .onConflictDoNothing();
  return { unconfirmed: unconfirmed.length, left: left.length };
}

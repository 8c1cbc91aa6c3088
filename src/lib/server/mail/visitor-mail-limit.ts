import 'server-only';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { hitRateLimit, releaseRateLimit } from '@/lib/server/rate-limit';
import { serverSecret } from '@/lib/server/server-secret';

// One visitor's address receives at most VISITOR_MAIL_LIMIT.messages e-mails from the site an hour,
// whatever sends them (a booking, its moves, its cancellation, its reminder): past that the change
// is still made and recorded, but no more mail goes to that address until the hour is over, so
// booking with a stranger's e-mail cannot flood their inbox. The firm's own copies are not visitor
// mail and are never counted.
//
// Counted when the message is about to be sent (the worker's delivery), in the PostgreSQL counters
// (rate_limits): the address's counter is keyed by a keyed hash of the normalized address, never
// the address itself, and each message leaves a marker with the decision, so a retried job counts
// once and a skipped one stays skipped. A send that fails gives its count back: the retry that
// delivers it is the one that counts.

export const VISITOR_MAIL_LIMIT = { messages: 5, windowMs: 60 * 60_000 } as const;

/** The form an address is counted in: trimmed and lower-cased. */
export const normalizeVisitorEmail = (email: string) => email.trim().toLowerCase();

const addressKey = (email: string) =>
  `visitor-mail:${createHmac('sha256', serverSecret())
    .update(`tribuna-visitor-mail:${normalizeVisitorEmail(email)}`)
    .digest('base64url')}`;

const messageKey = (messageId: string) => `visitor-mail-message:${messageId}`;

/** The marker's count: the message was counted and may go, or was over the limit and is skipped. */
const SENT = 1;
const SKIPPED = 2;

/**
 * Counts one message to `email` (once per `messageId`, e.g. the booking, the e-mail and its
 * version) and says whether it may be sent: false once the address had its messages this hour.
 */
export async function claimVisitorMail(email: string, messageId: string): Promise<boolean> {
  const db = getDb();
  const marker = messageKey(messageId);
  const { rows: fresh } = await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${marker}, 0, now())
    on conflict (key) do nothing returning key`);
  if (fresh.length === 0) {
    // Counted before (a retry of the same message): the decision stands.
    const { rows } = await db.execute<{ count: number }>(
      sql`select count from rate_limits where key = ${marker}`,
    );
    return rows[0]?.count !== SKIPPED;
  }
  const { allowed } = await hitRateLimit(
    addressKey(email),
    VISITOR_MAIL_LIMIT.messages,
    VISITOR_MAIL_LIMIT.windowMs,
  );
  await db.execute(sql`update rate_limits set count = ${allowed ? SENT : SKIPPED} where key = ${marker}`);
  return allowed;
}

/** The claimed message could not be sent (it will be retried): its count is given back. */
export async function releaseVisitorMail(email: string, messageId: string): Promise<void> {
  await releaseRateLimit(addressKey(email), VISITOR_MAIL_LIMIT.windowMs);
  await getDb().execute(sql`delete from rate_limits where key = ${messageKey(messageId)}`);
}

import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { alertDeliveries, alertSubscribers, type AlertSubscriber } from '@/db/schema';
import { parseInput } from '@/lib/shared/action-result';
import { originOf } from '@/lib/shared/attribution';
import { getDb, type Transaction } from '@/lib/server/db/client';
import { guardPublicForm } from '@/lib/server/form-guard';
import { enqueue } from '@/lib/server/jobs/queue';
import { serverSecret } from '@/lib/server/server-secret';
import { translator } from '@/lib/server/i18n';
import { preferencesSchema, subscribeSchema, topicsOf } from './schema';

// Subscribing to the client alerts (issue 35 §1), with double opt-in: the public form stores the
// subscription as 'pending' with its consent record (when, the text shown, the topics, the page,
// the attribution) and queues the confirmation e-mail in the same transaction; the e-mail's link
// confirms it. Whatever the address already is, the form answers the same, so it never tells
// whether an address is subscribed. The token of the links is the credential of the pages that
// confirm, change the preferences and unsubscribe: no account needed.

export const CONFIRMATION_TASK = 'alert_confirmation';

/** A new random token for a subscriber's links. */
export const newToken = () => randomBytes(24).toString('base64url');

/** Whether a token has the shape this server makes (a path segment that cannot be one is refused at once). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

/** The form an address is compared in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The keyed hash of an address kept after a person who left was deleted (alert_left_hashes). */
export const addressHash = (email: string) =>
  createHmac('sha256', serverSecret())
    .update(`tribuna-alert-left:${normalizeEmail(email)}`)
    .digest('hex');

export interface Sender {
  /** The visitor's network address (rate limit only; not stored). */
  address: string;
}

/** 'Receba nossos informativos': a subscription waiting for its confirmation, or nothing visible. */
export async function subscribeToAlerts(input: unknown, sender: Sender): Promise<void> {
  await guardPublicForm('alerts', input, sender.address);
  const form = parseInput(subscribeSchema, input);
  const topics = topicsOf(input);
  const origin = originOf(input);
  const email = normalizeEmail(form.email);
  await getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(alertSubscribers)
      .where(sql`lower(${alertSubscribers.email}) = ${email}`)
      .for('update');
    // Confirmed or suspended: nothing changes and nothing is sent (the answer is the same).
    if (existing && (existing.status === 'confirmed' || existing.status === 'suspended')) return;
    const consent = {
      name: form.name || null,
      topics,
      language: form.language,
      consentAt: new Date(),
      // The text shown: the form in the subscription's language (its page's, unless changed).
      consentText: translator(form.language)('alerts.consent'),
      confirmedAt: null,
      leftAt: null,
      legalBasis: null,
      addedBy: null,
      ...origin,
    };
    let id: string;
    if (existing) {
      // Waiting, or left before: a new consent, confirmed again by the e-mail.
      await tx
        .update(alertSubscribers)
        .set({
          ...consent,
          status: 'pending',
          token: existing.status === 'left' ? newToken() : existing.token,
        })
        .where(eq(alertSubscribers.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(alertSubscribers)
        .values({ ...consent, email: form.email, status: 'pending', token: newToken() })
        .returning({ id: alertSubscribers.id });
      id = row!.id;
    }
    await enqueue(tx, CONFIRMATION_TASK, { id });
  });
}

/** The subscriber a link's token names, or undefined. */
export async function subscriberByToken(
  token: string,
  db: Pick<Transaction, 'select'> = getDb(),
): Promise<AlertSubscriber | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.token, token));
  return row;
}

/** The confirmation link: true when the subscription is (now) confirmed. */
export async function confirmSubscription(token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const [row] = await getDb()
    .update(alertSubscribers)
    .set({
      status: sql`case when ${alertSubscribers.status} = 'pending' then 'confirmed' else ${alertSubscribers.status} end`,
      confirmedAt: sql`coalesce(${alertSubscribers.confirmedAt}, now())`,
    })
    .where(
      and(eq(alertSubscribers.token, token), sql`${alertSubscribers.status} in ('pending', 'confirmed')`),
    )
    .returning({ status: alertSubscribers.status });
  return row?.status === 'confirmed';
}

/** 'Preferências': the topics and language of the link's subscriber; false for an unknown link. */
export async function updatePreferences(token: string, input: unknown): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const form = parseInput(preferencesSchema, input);
  const rows = await getDb()
    .update(alertSubscribers)
    .set({ topics: topicsOf(input), language: form.language })
    .where(and(eq(alertSubscribers.token, token), sql`${alertSubscribers.status} <> 'left'`))
    .returning({ id: alertSubscribers.id });
  return rows.length > 0;
}

/**
 * 'Cancelar inscrição', from the link's page or the mail client's one-click POST (RFC 8058): the
 * subscriber leaves at once (nothing more is sent: each delivery checks the status before it goes)
 * and the last alert they received counts them as 'left after it'. False for an unknown link.
 */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(alertSubscribers)
      .set({
        status: 'left',
        leftAt: sql`coalesce(${alertSubscribers.leftAt}, now())`,
      })
      .where(eq(alertSubscribers.token, token))
      .returning({ id: alertSubscribers.id, leftAt: alertSubscribers.leftAt });
    if (!row) return false;
    await tx.execute(sql`
      update ${alertDeliveries} set left_after = true
      where id = (
        select id from ${alertDeliveries}
        where subscriber_id = ${row.id} and status = 'sent'
        order by sent_at desc limit 1
      ) and not exists (
        select 1 from ${alertDeliveries} where subscriber_id = ${row.id} and left_after
      )`);
    return true;
  });
}

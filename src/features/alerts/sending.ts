import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { alertDeliveries, alerts, alertSubscribers, blogPosts } from '@/db/schema';
import { safeDoc } from '@/features/blog/exports';
import { readFirmSettings } from '@/features/settings/exports';
import { getDb, type Transaction } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { enqueue, enqueueMany, type SqlExecutor } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import type { Mailer } from '@/lib/server/mail/mailer';
import { claimVisitorMail } from '@/lib/server/mail/visitor-mail-limit';
import { ALERT_LIMITS } from './messages';
import { composeAlert, composeConfirmation } from './compose';
import { messageIdDomain } from './links';
import { CONFIRMATION_TASK } from './subscribers';

// Sending the client alerts (issue 35 §2, ADR 0026), through the job queue (the one `enqueue`):
// - `queue_alert` (at the alert's time) fixes its recipients: one `alert_deliveries` row per
//   confirmed subscriber of its areas and language, and one `send_alert` job per row, in one
//   transaction, at the lowest priority, so a consultation's or booking's e-mail never waits
//   behind an alert (the worker takes jobs by priority first).
// - `send_alert` sends one delivery: it locks the row (and keeps the subscriber from being deleted
//   meanwhile, so an erasure waits for a send in flight and nothing goes after it), takes a slot of
//   the site-wide rate (MAIL_RATE_PER_MINUTE, counted in PostgreSQL, shared by every worker of
//   every instance) or moves itself to its slot, sends with a Message-ID made from the delivery's
//   id (the same on any retry), and records the outcome in the same transaction. A crash after the
//   SMTP server accepted and before the commit sends that one message again, with the same
//   Message-ID; a committed one is never sent again.
// - A failure is retried with the queue's backoff up to ALERT_ATTEMPTS, then recorded with its
//   reason; a permanent refusal (5xx) is recorded at once and counted on the subscriber, suspended
//   at ALERT_SUSPEND_AFTER.

export const QUEUE_ALERT_TASK = 'queue_alert';
export const SEND_ALERT_TASK = 'send_alert';

/** The queue's priority of an alert's e-mails: after everything else (lower runs first). */
export const ALERT_PRIORITY = 100;
/** Jobs queued by one statement of the fan-out. */
const FAN_OUT_BATCH = 1_000;

/** Attempts of one delivery before it is recorded as failed (exp(n) s apart: about 20 min). */
export const ALERT_ATTEMPTS = 8;

export interface AlertSendingOptions {
  /** Messages a minute for the whole site (default MAIL_RATE_PER_MINUTE). */
  ratePerMinute?: number;
  /** Permanent refusals that suspend an address (default ALERT_SUSPEND_AFTER). */
  suspendAfter?: number;
}

const rateOf = (options: AlertSendingOptions) => options.ratePerMinute ?? getEnv().MAIL_RATE_PER_MINUTE;
const suspensionOf = (options: AlertSendingOptions) => options.suspendAfter ?? getEnv().ALERT_SUSPEND_AFTER;

/** The Message-ID of a delivery: the same on every attempt. */
export const alertMessageId = (deliveryId: string) => `<alert-${deliveryId}@${messageIdDomain()}>`;

/**
 * Takes one slot of the current minute (clock-aligned, counted in rate_limits with one atomic
 * upsert). Over the rate, the answer is the time of the slot the count points to: the minute it
 * falls in, spread evenly within it, so the waiting messages come back at the rate.
 */
export async function claimSendSlot(perMinute: number): Promise<{ ok: true } | { ok: false; at: Date }> {
  const { rows } = await getDb().execute<{ count: number; window: string }>(sql`
    insert into rate_limits as r (key, count, window_start)
    values ('alert-rate:' || extract(epoch from date_trunc('minute', now()))::bigint, 1, date_trunc('minute', now()))
    on conflict (key) do update set count = r.count + 1
    returning count, window_start as window`);
  const { count, window } = rows[0]!;
  if (count <= perMinute) return { ok: true };
  const ahead = Math.floor((count - 1) / perMinute);
  const within = ((count - 1) % perMinute) * (60_000 / perMinute);
  return { ok: false, at: new Date(new Date(window).getTime() + ahead * 60_000 + within) };
}

/** Queues an alert's fan-out at its time (in the caller's transaction). */
export async function enqueueAlert(tx: SqlExecutor, alertId: string, at: Date): Promise<void> {
  await enqueue(tx, QUEUE_ALERT_TASK, { id: alertId }, { runAt: at, key: `${QUEUE_ALERT_TASK}:${alertId}` });
}

/** A text[] literal as one parameter (a Drizzle array would become a list); slugs hold no quotes. */
const textArray = (items: string[]) => `{${items.map((item) => `"${item}"`).join(',')}}`;

/** The subscribers an alert goes to: confirmed, its language, any of its areas (none: every area). */
export const recipientsWhere = (topics: string[], language: string) => sql`
  ${alertSubscribers.status} = 'confirmed' and ${alertSubscribers.language} = ${language}
  and (cardinality(${alertSubscribers.topics}) = 0 or cardinality(${textArray(topics)}::varchar[]) = 0
       or ${alertSubscribers.topics} && ${textArray(topics)}::varchar[])`;

/** The fan-out: the alert's deliveries and their jobs, once (an alert already queued is left). */
export async function fanOutAlert(alertId: string): Promise<number> {
  return getDb().transaction(async (tx) => {
    const [alert] = await tx.select().from(alerts).where(eq(alerts.id, alertId)).for('update');
    if (!alert || alert.status !== 'scheduled') return 0;
    const [post] = alert.postId
      ? await tx
          .select({ status: blogPosts.status, active: blogPosts.active })
          .from(blogPosts)
          .where(eq(blogPosts.id, alert.postId))
      : [];
    if (!post || !post.active) {
      await tx.update(alerts).set({ status: 'cancelled' }).where(eq(alerts.id, alertId));
      log.warn({ alertId }, 'alert cancelled: its post is gone or inactive');
      return 0;
    }
    if (post.status !== 'published') {
      // Sent with the post's scheduled publishing: wait for the publication.
      await enqueueAlert(tx, alertId, new Date(Date.now() + 60_000));
      return 0;
    }
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into ${alertDeliveries} (alert_id, subscriber_id)
      select ${alertId}, ${alertSubscribers.id} from ${alertSubscribers}
      where ${recipientsWhere(alert.topics, alert.language)}
      returning id`);
    // In batches: each statement stays well within the database's statement timeout.
    for (let start = 0; start < rows.length; start += FAN_OUT_BATCH)
      await enqueueMany(
        tx,
        SEND_ALERT_TASK,
        rows
          .slice(start, start + FAN_OUT_BATCH)
          .map((row) => ({ payload: { id: row.id }, priority: ALERT_PRIORITY })),
      );
    await tx
      .update(alerts)
      .set({ status: 'sending', queuedAt: new Date(), recipients: rows.length })
      .where(eq(alerts.id, alertId));
    return rows.length;
  });
}

interface LockedDelivery extends Record<string, unknown> {
  id: string;
  status: string;
  attempts: number;
  alert_id: string;
  post_id: string | null;
  subscriber_id: string | null;
  email: string | null;
  token: string | null;
  subscriber_status: string | null;
}

/** The delivery, locked; its subscriber kept from deletion until `tx` ends. */
async function lockDelivery(tx: Transaction, id: string): Promise<LockedDelivery | undefined> {
  const { rows } = await tx.execute<LockedDelivery>(sql`
    select d.id, d.status, d.attempts, d.alert_id, a.post_id, d.subscriber_id
    from ${alertDeliveries} d join ${alerts} a on a.id = d.alert_id
    where d.id = ${id}
    for update of d`);
  const delivery = rows[0];
  if (!delivery?.subscriber_id)
    return delivery && { ...delivery, email: null, token: null, subscriber_status: null };
  const [subscriber] = await tx
    .select({ email: alertSubscribers.email, token: alertSubscribers.token, status: alertSubscribers.status })
    .from(alertSubscribers)
    .where(eq(alertSubscribers.id, delivery.subscriber_id))
    .for('key share');
  return {
    ...delivery,
    email: subscriber?.email ?? null,
    token: subscriber?.token ?? null,
    subscriber_status: subscriber?.status ?? null,
  };
}

const setDelivery = (tx: Transaction, id: string, values: Partial<typeof alertDeliveries.$inferInsert>) =>
  tx.update(alertDeliveries).set(values).where(eq(alertDeliveries.id, id));

/** A refusal the SMTP server gave as permanent (5xx). */
const permanentRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ALERT_LIMITS.error);

/** One attempt at one delivery; throws (after recording why) for the queue to retry it. */
export async function deliverAlert(
  deliveryId: string,
  mailer: Mailer,
  options: AlertSendingOptions = {},
): Promise<void> {
  const failure = await getDb().transaction(async (tx) => {
    const delivery = await lockDelivery(tx, deliveryId);
    if (!delivery || delivery.status !== 'queued') return undefined;
    if (!delivery.email || !delivery.token || delivery.subscriber_status !== 'confirmed') {
      // Erased, left or suspended since the alert was queued: nothing goes.
      await setDelivery(tx, deliveryId, { status: 'skipped' });
      return undefined;
    }
    const slot = await claimSendSlot(rateOf(options));
    if (!slot.ok) {
      // Over the site's rate: this delivery comes back at its slot (the worker is free meanwhile).
      await enqueue(tx, SEND_ALERT_TASK, { id: deliveryId }, { runAt: slot.at, priority: ALERT_PRIORITY });
      return undefined;
    }
    const [post] = delivery.post_id
      ? await tx
          .select({
            locale: blogPosts.locale,
            slug: blogPosts.slug,
            title: blogPosts.title,
            summary: blogPosts.summary,
            content: blogPosts.content,
          })
          .from(blogPosts)
          .where(eq(blogPosts.id, delivery.post_id))
      : [];
    if (!post) {
      await setDelivery(tx, deliveryId, { status: 'skipped', error: 'O post não existe mais.' });
      return undefined;
    }
    const attempts = delivery.attempts + 1;
    try {
      const firm = await readFirmSettings(tx);
      await mailer.send(
        composeAlert(
          { ...post, content: safeDoc(post.content) },
          { email: delivery.email, token: delivery.token },
          firm,
          alertMessageId(deliveryId),
        ),
      );
    } catch (error) {
      const reason = reasonOf(error);
      if (permanentRefusal(error)) {
        await setDelivery(tx, deliveryId, { status: 'failed', attempts, error: reason });
        await tx
          .update(alertSubscribers)
          .set({
            refusals: sql`${alertSubscribers.refusals} + 1`,
            status: sql`case when ${alertSubscribers.refusals} + 1 >= ${suspensionOf(options)} then 'suspended' else ${alertSubscribers.status} end`,
          })
          .where(eq(alertSubscribers.id, delivery.subscriber_id!));
        return undefined;
      }
      const last = attempts >= ALERT_ATTEMPTS;
      await setDelivery(tx, deliveryId, { status: last ? 'failed' : 'queued', attempts, error: reason });
      return last ? undefined : { error };
    }
    await setDelivery(tx, deliveryId, { status: 'sent', attempts, sentAt: new Date(), error: null });
    return undefined;
  });
  if (failure) throw failure.error;
}

/** The confirmation e-mail of a subscription still waiting for it. */
export async function deliverConfirmation(subscriberId: string, mailer: Mailer): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(alertSubscribers)
      .where(and(eq(alertSubscribers.id, subscriberId), eq(alertSubscribers.status, 'pending')))
      .for('key share');
    if (!subscriber) return;
    // At most a few e-mails an hour to one address, whoever types it (visitor-mail-limit.ts).
    const messageKey = `alert-confirmation:${subscriber.id}:${subscriber.consentAt.getTime()}`;
    if (!(await claimVisitorMail(subscriber.email, messageKey))) return;
    await mailer.send(composeConfirmation(subscriber, await readFirmSettings(tx)));
  });
}

function idOf(payload: unknown): string {
  const id = (payload as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') throw new Error(`Invalid alert job payload: ${JSON.stringify(payload)}`);
  return id;
}

/** The job queue's tasks of the client alerts (src/startup/jobs.ts; a test gives its own rate). */
export function alertTasks(options: AlertSendingOptions = {}) {
  return {
    [QUEUE_ALERT_TASK]: {
      task: QUEUE_ALERT_TASK,
      run: async (payload: unknown) => {
        const count = await fanOutAlert(idOf(payload));
        if (count > 0) log.info({ recipients: count }, 'alert queued');
      },
    },
    [SEND_ALERT_TASK]: {
      task: SEND_ALERT_TASK,
      run: (payload: unknown, mailer: Mailer) => deliverAlert(idOf(payload), mailer, options),
    },
    [CONFIRMATION_TASK]: {
      task: CONFIRMATION_TASK,
      run: (payload: unknown, mailer: Mailer) => deliverConfirmation(idOf(payload), mailer),
    },
  } as const;
}

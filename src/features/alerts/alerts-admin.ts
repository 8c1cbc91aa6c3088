import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alertDeliveries, alerts, alertSubscribers, blogPosts } from '@/db/schema';
import { allRequests } from '@/features/requests/exports';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { formatDateTime } from '@/lib/shared/dates';
import { fromFirmWallTime } from '@/lib/shared/firm-time';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import { sendAlertSchema } from './admin-schema';
import { ALERT_ADMIN } from './messages';
import { enqueueAlert, recipientsWhere } from './sending';

// /admin/informativos, its alerts, and the post's 'Enviar como informativo' (issue 35 §2, §3):
// role-checked here in every function (alerts.send: the permissions table). Every send is recorded
// in the activity log. The subscribers: ./subscribers-admin.ts.

export interface AlertRow {
  id: string;
  postTitle: string;
  postSlug: string;
  status: string;
  sendAt: string;
  recipients: number;
  sent: number;
  failed: number;
  waiting: number;
  leftAfter: number;
  requests: number;
  bookings: number;
}

/** Alerts sent and scheduled, newest first, with their figures and the requests they brought. */
export async function listAlerts(actor: Actor | null): Promise<AlertRow[]> {
  requirePermission(actor, 'alerts.send');
  const { rows } = await getDb().execute<{
    id: string;
    post_title: string;
    post_slug: string;
    status: string;
    send_at: Date | string;
    recipients: number;
    sent: number;
    failed: number;
    waiting: number;
    left_after: number;
  }>(sql`
    select a.id, a.post_title, a.post_slug, a.status, a.send_at, a.recipients,
      count(*) filter (where d.status = 'sent')::int as sent,
      count(*) filter (where d.status = 'failed')::int as failed,
      count(*) filter (where d.status = 'queued')::int as waiting,
      count(*) filter (where d.left_after)::int as left_after
    from ${alerts} a left join ${alertDeliveries} d on d.alert_id = a.id
    group by a.id order by a.send_at desc limit 200`);
  const slugs = [...new Set(rows.map((row) => row.post_slug))];
  const brought = slugs.length
    ? (
        await getDb().execute<{ campaign: string; kind: string; n: number }>(sql`
          select utm_campaign as campaign, kind, count(*)::int as n from ${allRequests()} r
          where utm_source = 'informativo' and utm_campaign = any(${`{${slugs.map((s) => `"${s}"`).join(',')}}`}::text[])
          group by utm_campaign, kind`)
      ).rows
    : [];
  const of = (slug: string, booking: boolean) =>
    brought
      .filter((row) => row.campaign === slug && (row.kind === 'booking') === booking)
      .reduce((sum, row) => sum + row.n, 0);
  return rows.map((row) => ({
    id: row.id,
    postTitle: row.post_title,
    postSlug: row.post_slug,
    status: row.status === 'sending' && row.waiting === 0 ? 'sent' : row.status,
    sendAt: new Date(row.send_at).toISOString(),
    recipients: row.recipients,
    sent: row.sent,
    failed: row.failed,
    waiting: row.waiting,
    leftAfter: row.left_after,
    requests: of(row.post_slug, false),
    bookings: of(row.post_slug, true),
  }));
}

export interface AlertPlan {
  /** Confirmed subscribers of the post's areas and language now. */
  recipients: number;
  /** When it was last sent or scheduled ('Este post já foi enviado em {data}'), or null. */
  lastSentAt: string | null;
  /** The post's scheduled publishing, when it has one in the future. */
  publishAt: string | null;
  published: boolean;
}

/** What the confirmation dialog says before 'Enviar como informativo'. */
export async function planAlert(actor: Actor | null, postId: unknown): Promise<AlertPlan> {
  requirePermission(actor, 'alerts.send');
  const id = parseInput(sendAlertSchema.pick({ post_id: true }), { post_id: postId }).post_id;
  const db = getDb();
  const [post] = await db
    .select({
      topics: blogPosts.alertTopics,
      locale: blogPosts.locale,
      status: blogPosts.status,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!post) throw new UserError('Post não encontrado.');
  const [{ n }] = (await db
    .select({ n: count() })
    .from(alertSubscribers)
    .where(recipientsWhere(post.topics, post.locale))) as [{ n: number }];
  const [last] = await db
    .select({ at: alerts.sendAt })
    .from(alerts)
    .where(and(eq(alerts.postId, id), sql`${alerts.status} <> 'cancelled'`))
    .orderBy(desc(alerts.sendAt))
    .limit(1);
  return {
    recipients: n,
    lastSentAt: last ? last.at.toISOString() : null,
    publishAt: post.publishAt && post.publishAt > new Date() ? post.publishAt.toISOString() : null,
    published: post.status === 'published',
  };
}

/** 'Enviar como informativo': the alert recorded and its fan-out queued at its time. */
export async function sendPostAsAlert(
  actor: Actor | null,
  input: unknown,
): Promise<{ id: string; sendAt: string }> {
  const admin = requirePermission(actor, 'alerts.send');
  const form = parseInput(sendAlertSchema, input);
  return getDb().transaction(async (tx) => {
    const [post] = await tx
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        status: blogPosts.status,
        topics: blogPosts.alertTopics,
        locale: blogPosts.locale,
        publishAt: blogPosts.publishAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, form.post_id));
    if (!post) throw new UserError('Post não encontrado.');
    let sendAt = new Date();
    if (form.when === 'publish') {
      if (!post.publishAt || post.publishAt <= new Date()) throw new UserError(ALERT_ADMIN.noSchedule);
      sendAt = post.publishAt;
    } else {
      if (post.status !== 'published') throw new UserError(ALERT_ADMIN.notPublished);
      if (form.when === 'at') {
        const at = form.at ? fromFirmWallTime(form.at) : null;
        if (!at) throw new UserError(ALERT_ADMIN.timeRequired);
        if (at <= new Date()) throw new UserError(ALERT_ADMIN.timeInPast);
        sendAt = at;
      }
    }
    const [alert] = await tx
      .insert(alerts)
      .values({
        postId: post.id,
        postSlug: post.slug,
        postTitle: post.title.slice(0, 300),
        topics: post.topics,
        // An English post goes to the English subscribers (issue 34).
        language: post.locale,
        sendAt,
        createdBy: admin.userId,
      })
      .returning({ id: alerts.id });
    await enqueueAlert(tx, alert!.id, sendAt);
    await recordActivity(tx, {
      actorId: admin.userId,
      kind: 'alert_send',
      entity: 'alerts',
      entityId: alert!.id,
      detail: `${post.title.slice(0, 120)} · ${formatDateTime(sendAt)}`,
    });
    return { id: alert!.id, sendAt: sendAt.toISOString() };
  });
}

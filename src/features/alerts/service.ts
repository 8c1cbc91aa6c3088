import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alertDeliveries, alertLeftHashes, alerts, alertSubscribers, blogPosts } from '@/db/schema';
import { allRequests } from '@/features/requests/exports';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { csvDocument } from '@/lib/shared/csv';
import { formatDateTime } from '@/lib/shared/dates';
import { fromFirmWallTime } from '@/lib/shared/firm-time';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import {
  addSubscriberSchema,
  sendAlertSchema,
  SUBSCRIBERS_PAGE_SIZE,
  subscriberFilterSchema,
  type SubscriberFilter,
} from './admin-schema';
import { ALERT_ADMIN, ALERT_TOPICS, DEFAULT_ALERT_LANGUAGE } from './messages';
import { topicsOf } from './schema';
import { enqueueAlert, recipientsWhere } from './sending';
import { addressHash, newToken, normalizeEmail } from './subscribers';

// /admin/informativos and the post's 'Enviar como informativo' (issue 35 §2, §3): role-checked here
// in every function (alerts.subscribers, alerts.send: the permissions table). Every send and every
// export is recorded in the activity log, never with a subscriber's address.

export interface SubscriberRow {
  id: string;
  email: string;
  name: string | null;
  status: string;
  topics: string[];
  language: string;
  /** Where they came from: the campaign or source, the entry page, or 'Adicionado à mão'. */
  origin: string;
  createdAt: string;
  confirmedAt: string | null;
}

export interface SubscriberPage {
  items: SubscriberRow[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<string, number>;
}

const BY_HAND = 'Adicionado à mão';

function originLabel(row: typeof alertSubscribers.$inferSelect): string {
  if (row.legalBasis) return BY_HAND;
  const source = row.utmCampaign
    ? `${row.utmSource ?? ''}/${row.utmCampaign}`
    : (row.utmSource ?? row.referrerHost);
  const page = row.formPage ?? row.entryPage;
  return (
    [source, page !== null && page !== undefined ? `/${page}` : null].filter(Boolean).join(' · ') ||
    'Sem origem'
  );
}

const toRow = (row: typeof alertSubscribers.$inferSelect): SubscriberRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: row.status,
  topics: row.topics,
  language: row.language,
  origin: originLabel(row),
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

function subscriberWhere(filter: SubscriberFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(${alertSubscribers.email}) like ${like} or lower(coalesce(${alertSubscribers.name}, '')) like ${like})`,
    );
  }
  if (filter.estado) parts.push(eq(alertSubscribers.status, filter.estado));
  return parts.length ? and(...parts) : undefined;
}

/** A page of subscribers, newest first, searched by address or name and filtered by status. */
export async function listSubscribers(actor: Actor | null, query: unknown): Promise<SubscriberPage> {
  requirePermission(actor, 'alerts.subscribers');
  const filter = subscriberFilterSchema.parse(query ?? {});
  const where = subscriberWhere(filter);
  const db = getDb();
  const [{ total }] = (await db.select({ total: count() }).from(alertSubscribers).where(where)) as [
    { total: number },
  ];
  const rows = await db
    .select()
    .from(alertSubscribers)
    .where(where)
    .orderBy(desc(alertSubscribers.createdAt), desc(alertSubscribers.id))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((filter.pagina - 1) * SUBSCRIBERS_PAGE_SIZE);
  const statusCounts = await db
    .select({ status: alertSubscribers.status, n: count() })
    .from(alertSubscribers)
    .groupBy(alertSubscribers.status);
  return {
    items: rows.map(toRow),
    total,
    page: filter.pagina,
    pageCount: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
    counts: Object.fromEntries(statusCounts.map((row) => [row.status, row.n])),
  };
}

const topicTitle = (slug: string) => ALERT_TOPICS.find((topic) => topic.slug === slug)?.title ?? slug;

/** 'Exportar CSV': every subscriber of the filter; the export is recorded in the activity log. */
export async function exportSubscribersCsv(actor: Actor | null, query: unknown): Promise<string> {
  const admin = requirePermission(actor, 'alerts.subscribers');
  const filter = subscriberFilterSchema.parse(query ?? {});
  const rows = await getDb()
    .select()
    .from(alertSubscribers)
    .where(subscriberWhere(filter))
    .orderBy(desc(alertSubscribers.createdAt));
  await recordActivity(getDb(), {
    actorId: admin.userId,
    kind: 'export',
    entity: 'alert_subscribers',
    detail: `${rows.length} ${rows.length === 1 ? 'inscrito' : 'inscritos'}`,
  });
  return csvDocument([
    ['E-mail', 'Nome', 'Situação', 'Áreas', 'Idioma', 'Origem', 'Inscrição', 'Confirmação', 'Base legal'],
    ...rows.map((row) => [
      row.email,
      row.name,
      ALERT_ADMIN.statuses[row.status as keyof typeof ALERT_ADMIN.statuses] ?? row.status,
      row.topics.length ? row.topics.map(topicTitle).join('; ') : 'Todas',
      row.language,
      originLabel(row),
      formatDateTime(row.consentAt),
      row.confirmedAt ? formatDateTime(row.confirmedAt) : null,
      row.legalBasis,
    ]),
  ]);
}

/**
 * 'Adicionar inscrito': a confirmed subscriber with the legal basis the firm records; refused for
 * an address already listed and for one who left (even after the retention deleted them: the hash).
 */
export async function addSubscriber(actor: Actor | null, input: unknown): Promise<{ id: string }> {
  const admin = requirePermission(actor, 'alerts.subscribers');
  const form = parseInput(addSubscriberSchema, input);
  const email = normalizeEmail(form.email);
  return getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: alertSubscribers.status })
      .from(alertSubscribers)
      .where(sql`lower(${alertSubscribers.email}) = ${email}`);
    if (existing?.status === 'left') throw new UserError(ALERT_ADMIN.leftBefore);
    if (existing) throw new UserError(ALERT_ADMIN.alreadyThere);
    const [hashed] = await tx
      .select()
      .from(alertLeftHashes)
      .where(eq(alertLeftHashes.hash, addressHash(email)));
    if (hashed) throw new UserError(ALERT_ADMIN.leftBefore);
    const [row] = await tx
      .insert(alertSubscribers)
      .values({
        email: form.email,
        name: form.name,
        topics: topicsOf(input),
        language: DEFAULT_ALERT_LANGUAGE,
        status: 'confirmed',
        token: newToken(),
        consentText: `Adicionado pelo escritório. Base legal: ${form.legal_basis}`.slice(0, 2000),
        confirmedAt: new Date(),
        legalBasis: form.legal_basis,
        addedBy: admin.userId,
      })
      .returning({ id: alertSubscribers.id });
    await recordActivity(tx, {
      actorId: admin.userId,
      kind: 'create',
      entity: 'alert_subscribers',
      entityId: row!.id,
    });
    return { id: row!.id };
  });
}

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
    .select({ topics: blogPosts.alertTopics, status: blogPosts.status, publishAt: blogPosts.publishAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!post) throw new UserError('Post não encontrado.');
  const [{ n }] = (await db
    .select({ n: count() })
    .from(alertSubscribers)
    .where(recipientsWhere(post.topics, DEFAULT_ALERT_LANGUAGE))) as [{ n: number }];
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
        language: DEFAULT_ALERT_LANGUAGE,
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

import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alertLeftHashes, alertSubscribers } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { csvDocument } from '@/lib/shared/csv';
import { formatDateTime } from '@/lib/shared/dates';
import { recordActivity } from '@/lib/server/activity';
import { getDb } from '@/lib/server/db/client';
import {
  addSubscriberSchema,
  SUBSCRIBERS_PAGE_SIZE,
  subscriberFilterSchema,
  type SubscriberFilter,
} from './admin-schema';
import { ALERT_ADMIN, ALERT_TOPICS, DEFAULT_ALERT_LANGUAGE } from './messages';
import { topicsOf } from './schema';
import { addressHash, newToken, normalizeEmail } from './subscribers';

// /admin/informativos, its subscribers (issue 35 §3): role-checked here in every function
// (alerts.subscribers: the permissions table). Every export is recorded in the activity log, never
// with a subscriber's address. The alerts themselves: ./alerts-admin.ts.

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

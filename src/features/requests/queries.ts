import 'server-only';
import { originOfRow, type OriginRow } from '@/lib/shared/attribution';
import { sql, type SQL } from 'drizzle-orm';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { bookingRequests } from '@/features/booking/exports';
import { REQUESTS_PAGE_SIZE, type RequestFilter, type RequestItem, type RequestPage } from './schema';

// Reads of the inbox: consultations, contact messages and bookings as one list, newest first. Each table is
// read through its created_at (or status, created_at) index and they are merged, so a page
// costs the same at 100,000 requests as at 100 (bench/requests.ts).

/** The pipeline's and the origin's columns, the same in every kind of request (issue 24). */
const PIPELINE = sql`assignee_id, follow_up_on::text, entry_page, referrer_host, utm_source, utm_medium,
  utm_campaign, form_page, language`;
const BRANCHES = {
  consultation: sql`select id, 'consultation' as kind, name, email, phone, company_name,
    case_summary as text, status, notification_state, notification_error, privacy_notice_version,
    created_at, null::timestamptz as starts_at, ${PIPELINE} from consultations`,
  contact: sql`select id, 'contact' as kind, name, email, null as phone, null as company_name,
    message as text, status, notification_state, notification_error, privacy_notice_version,
    created_at, null::timestamptz as starts_at, ${PIPELINE} from contact_messages`,
  // A booking made at /agendar-consulta (issue 23): its slot's start is its date and time.
  booking: sql`select id, 'booking' as kind, name, email, phone, company_name,
    case_summary as text, status, notification_state, notification_error, privacy_notice_version,
    created_at, starts_at, ${PIPELINE} from ${bookingRequests.table}`,
} as const;
/** Rows of a table that are requests (a blocked slot is not one). */
const OWN_ROWS = { consultation: sql`true`, contact: sql`true`, booking: bookingRequests.isRequest } as const;
// The searched text, exactly as the trigram indexes of drizzle/0003_requests_search.sql have it.
const SEARCHED = {
  consultation: sql`(name || ' ' || email || ' ' || case_summary)`,
  contact: sql`(name || ' ' || email || ' ' || message)`,
  booking: sql`(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(case_summary, ''))`,
} as const;

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** The filter, with 'Minhas solicitações' resolved to the signed-in staff member. */
type Scope = RequestFilter & { assigneeId?: string };

function where(kind: keyof typeof BRANCHES, filter: Scope): SQL {
  const conditions: SQL[] = [OWN_ROWS[kind]];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.mine && filter.assigneeId) conditions.push(sql`assignee_id = ${filter.assigneeId}`);
  if (filter.language) conditions.push(sql`language = ${filter.language}`);
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(sql`${SEARCHED[kind]} ilike ${pattern}`);
  }
  return sql.join(conditions, sql` and `);
}

function kindsOf(filter: RequestFilter) {
  return filter.type ? [filter.type] : (['consultation', 'contact', 'booking'] as const);
}

interface Row extends Record<string, unknown>, OriginRow {
  id: string;
  kind: RequestItem['kind'];
  name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  text: string;
  status: RequestItem['status'];
  notification_state: RequestItem['notificationState'];
  notification_error: string | null;
  privacy_notice_version: string | null;
  created_at: Date | string;
  starts_at: Date | string | null;
  assignee_id: string | null;
  assignee_email: string | null;
  follow_up_on: string | null;
  language: RequestItem['language'];
}

function toItem(row: Row): RequestItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyName: row.company_name,
    text: row.text,
    status: row.status,
    notificationState: row.notification_state,
    notificationError: row.notification_error,
    privacyNoticeVersion: row.privacy_notice_version,
    createdAt: new Date(row.created_at).toISOString(),
    appointmentAt: row.starts_at ? new Date(row.starts_at).toISOString() : null,
    assigneeId: row.assignee_id,
    assigneeEmail: row.assignee_email,
    followUpOn: row.follow_up_on,
    origin: originOfRow(row),
    language: row.language,
  };
}

async function selectRequests(filter: Scope, limit: number | null, offset = 0) {
  const branches = kindsOf(filter).map(
    (kind) => sql`(${BRANCHES[kind]} where ${where(kind, filter)} order by created_at desc
      ${limit === null ? sql`` : sql`limit ${limit + offset}`})`,
  );
  // The responsible's e-mail: one primary-key lookup per row of the page.
  const result = await getDb().execute<Row>(sql`
    select requests.*, administrators.email as assignee_email
    from (${sql.join(branches, sql` union all `)}) requests
    left join administrators on administrators.id = requests.assignee_id
    order by created_at desc
    ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`);
  return result.rows.map(toItem);
}

async function countRequests(filter: Scope): Promise<number> {
  const tables = {
    consultation: sql`consultations`,
    contact: sql`contact_messages`,
    booking: sql`${bookingRequests.table}`,
  } as const;
  const counts = kindsOf(filter).map(
    (kind) => sql`(select count(*) from ${tables[kind]} where ${where(kind, filter)})`,
  );
  const result = await getDb().execute<{ total: string }>(
    sql`select (${sql.join(counts, sql` + `)})::text as total`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** One page of the inbox (25 a page), for admins. */
export async function listRequests(actor: Actor | null, filter: RequestFilter): Promise<RequestPage> {
  const by = requirePermission(actor, 'requests.manage');
  const scope = { ...filter, assigneeId: by.userId };
  const total = await countRequests(scope);
  const pageCount = Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const items = await selectRequests(scope, REQUESTS_PAGE_SIZE, (page - 1) * REQUESTS_PAGE_SIZE);
  return { items, total, page, pageCount };
}

/** Every request matching the filter (the CSV export), for admins. */
export async function listRequestsForExport(
  actor: Actor | null,
  filter: RequestFilter,
): Promise<RequestItem[]> {
  const by = requirePermission(actor, 'requests.manage');
  return selectRequests({ ...filter, assigneeId: by.userId }, null);
}

/** How many requests are still 'Nova' (beside 'Solicitações' in the admin menu), for admins. */
export async function countNewRequests(actor: Actor | null): Promise<number> {
  requirePermission(actor, 'requests.manage');
  return countRequests({ status: 'new', page: 1 });
}

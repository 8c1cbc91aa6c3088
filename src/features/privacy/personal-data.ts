import 'server-only';
import { originOfRow, type OriginRow } from '@/lib/shared/attribution';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { bookingJobKeys, bookingRequests } from '@/features/booking/exports';
import { NOTIFY_TASK, type NotificationJob, type SqlExecutor } from '@/lib/server/mail/notification-queue';
import type { HeldJob, HeldNote, HeldRequest } from './schema';

// The rows held about requests, read and deleted without a role check: the role-checked service
// (service.ts) and the retention job (retention.ts) build on these.

interface RequestRow extends Record<string, unknown>, OriginRow {
  id: string;
  kind: HeldRequest['kind'];
  name: string;
  company_name: string | null;
  email: string;
  phone: string | null;
  text: string;
  status: string;
  notification_state: string;
  notification_error: string | null;
  notified_at: Date | string | null;
  privacy_notice_version: string | null;
  created_at: Date | string;
  follow_up_on: string | null;
  notes: HeldNote[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where the visit of a request came from (issue 24). */
const ORIGIN = sql`entry_page, referrer_host, utm_source, utm_medium, utm_campaign, form_page`;

/** A request's internal notes (issue 24) as JSON: when, by whom, what. */
const notesOf = (match: SQL) => sql`(
  select coalesce(json_agg(json_build_object('createdAt', n.created_at, 'author', u.email, 'body', n.body)
    order by n.created_at), '[]'::json)
  from request_notes n left join users u on u.id = n.author_id where ${match}) as notes`;

/** Every consultation, message and booking sent from `email` (lower-cased), oldest first. */
export async function requestsOf(email: string): Promise<HeldRequest[]> {
  const { rows } = await getDb().execute<RequestRow>(sql`
    select * from (
      select id, 'consultation' as kind, name, company_name, email, phone, case_summary as text, status,
        notification_state, notification_error, notified_at, privacy_notice_version, created_at,
        ${ORIGIN}, follow_up_on::text, ${notesOf(sql`n.consultation_id = c.id`)}
      from consultations c where lower(email) = ${email}
      union all
      select id, 'contact' as kind, name, null, email, null, message, status,
        notification_state, notification_error, notified_at, privacy_notice_version, created_at,
        ${ORIGIN}, follow_up_on::text, ${notesOf(sql`n.contact_message_id = m.id`)}
      from contact_messages m where lower(email) = ${email}
      union all
      select id, 'booking' as kind, name, company_name, email, phone,
        case_summary || ' (consulta em ' || to_char(starts_at at time zone ${FIRM_TIME_ZONE}, 'DD/MM/YYYY HH24:MI') || ')',
        status, notification_state, notification_error, notified_at, privacy_notice_version, created_at,
        ${ORIGIN}, follow_up_on::text, ${notesOf(sql`n.booking_id = b.id`)}
      from ${bookingRequests.table} b where ${bookingRequests.isRequest} and lower(email) = ${email}
    ) held order by created_at`);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    companyName: row.company_name,
    email: row.email,
    phone: row.phone,
    text: row.text,
    status: row.status,
    notificationState: row.notification_state,
    notificationError: row.notification_error,
    notifiedAt: row.notified_at ? iso(row.notified_at) : null,
    privacyNoticeVersion: row.privacy_notice_version,
    createdAt: iso(row.created_at),
    origin: originOfRow(row),
    followUpOn: row.follow_up_on,
    notes: row.notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
  }));
}

/** The job keys of the requests' notifications (lib/server/mail/notification-queue.ts). */
function jobKeys(refs: NotificationJob[]): string {
  // One text[] parameter (a Drizzle array would become a list of parameters); keys hold no quotes.
  const keys = refs.flatMap((ref) => [
    `${NOTIFY_TASK}:${ref.kind}:${ref.id}`,
    // A booking's invitations, changes, cancellation and reminder (features/booking/server/mail/queue.ts).
    ...(ref.kind === 'booking' ? bookingJobKeys(ref.id) : []),
  ]);
  return `{${keys.map((key) => `"${key}"`).join(',')}}`;
}

interface JobRow extends Record<string, unknown> {
  id: string;
  key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date | string;
  created_at: Date | string;
}

/** The notification jobs still queued (waiting or retrying) for these requests. */
export async function jobsOf(refs: NotificationJob[]): Promise<HeldJob[]> {
  if (refs.length === 0) return [];
  const { rows } = await getDb().execute<JobRow>(sql`
    select id::text, key, attempts, max_attempts, last_error, run_at, created_at
    from graphile_worker.jobs
    where key = any(${jobKeys(refs)}::text[])
    order by created_at`);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    runAt: iso(row.run_at),
    createdAt: iso(row.created_at),
  }));
}

/**
 * Removes the requests' notification jobs from the queue, waiting, retrying or just worked on, so
 * nothing of them is left there. Called after deleting the requests in the same transaction: a send
 * in progress held that delete until it ended (features/notifications/deliver.ts), and graphile-worker
 * finds the job gone when it records the outcome, which it takes as done.
 */
export async function removeJobsOf(executor: SqlExecutor, refs: NotificationJob[]): Promise<number> {
  if (refs.length === 0) return 0;
  const result = (await executor.execute(sql`
    delete from graphile_worker._private_jobs where key = any(${jobKeys(refs)}::text[])`)) as {
    rowCount?: number | null;
  };
  return result.rowCount ?? 0;
}

/**
 * Deletes the consultations, messages and bookings matching `condition`; returns the deleted
 * requests. By age, a booking counts from its consultation's end (a future one is never removed).
 */
export async function deleteRequestsWhere(
  executor: SqlExecutor,
  condition: { email: string } | { before: Date },
): Promise<NotificationJob[]> {
  const where =
    'email' in condition ? sql`lower(email) = ${condition.email}` : sql`created_at < ${condition.before}`;
  const bookingWhere =
    'email' in condition ? where : sql`ends_at < ${condition.before} and created_at < ${condition.before}`;
  const result = (await executor.execute(sql`
    with c as (delete from consultations where ${where} returning id),
         m as (delete from contact_messages where ${where} returning id),
         b as (delete from ${bookingRequests.table} where ${bookingRequests.isRequest} and ${bookingWhere} returning id)
    select id, 'consultation' as kind from c union all select id, 'contact' as kind from m
    union all select id, 'booking' as kind from b`)) as {
    rows: NotificationJob[];
  };
  return result.rows.map((row) => ({ kind: row.kind, id: row.id }));
}

/**
 * The distinct addresses (lower-cased) of every consultation, message and booking held: what the
 * erasure journal's replay matches against its hashes after a restore.
 */
export async function requestAddresses(executor: SqlExecutor): Promise<string[]> {
  const result = (await executor.execute(sql`
    select lower(email) as email from consultations
    union select lower(email) from contact_messages
    union select lower(email) from ${bookingRequests.table}
      where ${bookingRequests.isRequest} and email is not null`)) as {
    rows: { email: string }[];
  };
  return result.rows.map((row) => row.email);
}

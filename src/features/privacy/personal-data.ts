import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { bookingJobKeys } from '@/lib/server/booking/mail-queue';
import { NOTIFY_TASK, type NotificationJob, type SqlExecutor } from '@/lib/server/mail/notification-queue';
import type { HeldJob, HeldRequest } from './schema';

// The rows held about requests, read and deleted without a role check: the role-checked service
// (service.ts) and the retention job (retention.ts) build on these.

interface RequestRow extends Record<string, unknown> {
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
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every consultation and message sent from `email` (lower-cased), oldest first. */
export async function requestsOf(email: string): Promise<HeldRequest[]> {
  const { rows } = await getDb().execute<RequestRow>(sql`
    select * from (
      select id, 'consultation' as kind, name, company_name, email, phone, case_summary as text, status,
        notification_state, notification_error, notified_at, privacy_notice_version, created_at
      from consultations where lower(email) = ${email}
      union all
      select id, 'contact' as kind, name, null, email, null, message, status,
        notification_state, notification_error, notified_at, privacy_notice_version, created_at
      from contact_messages where lower(email) = ${email}
      union all
      select id, 'booking' as kind, name, company_name, email, phone,
        case_summary || ' (consulta em ' || to_char(starts_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') || ')',
        status, notification_state, notification_error, notified_at, privacy_notice_version, created_at
      from bookings where kind = 'booking' and lower(email) = ${email}
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
  }));
}

/** The job keys of the requests' notifications (lib/server/mail/notification-queue.ts). */
function jobKeys(refs: NotificationJob[]): string {
  // One text[] parameter (a Drizzle array would become a list of parameters); keys hold no quotes.
  const keys = refs.flatMap((ref) => [
    `${NOTIFY_TASK}:${ref.kind}:${ref.id}`,
    // A booking's invitations, changes, cancellation and reminder (lib/server/booking/mail-queue.ts).
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
 * Removes the requests' queued notifications. A job being worked on right now is kept by
 * graphile-worker but loses its key and its retries; it then finds its request gone and does nothing.
 */
export async function removeJobsOf(executor: SqlExecutor, refs: NotificationJob[]): Promise<number> {
  if (refs.length === 0) return 0;
  const result = (await executor.execute(sql`
    select graphile_worker.remove_job(k.job_key) from unnest(${jobKeys(refs)}::text[]) as k(job_key)
    where exists (select 1 from graphile_worker.jobs j where j.key = k.job_key)`)) as {
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
         b as (delete from bookings where kind = 'booking' and ${bookingWhere} returning id)
    select id, 'consultation' as kind from c union all select id, 'contact' as kind from m
    union all select id, 'booking' as kind from b`)) as {
    rows: NotificationJob[];
  };
  return result.rows.map((row) => ({ kind: row.kind, id: row.id }));
}

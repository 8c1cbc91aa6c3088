import 'server-only';
import { sql } from 'drizzle-orm';
import { enqueue as enqueueJob, type SqlExecutor } from '@/lib/server/jobs/queue';
import type { BookingMailJob } from '@/lib/server/jobs/tasks';
import { enqueueNotification } from '@/lib/server/mail/notification-queue';

// A booking's e-mails go through the durable queue (graphile-worker, ADR 0005), queued in the
// transaction that changes the booking: the firm's notice (the inbox's notification, NOTIFY_TASK),
// and the visitor's and firm's invitations, changes, cancellations and the reminder (this task).
// Every job has a key, so a change replaces a waiting one, and a cancellation removes the reminder.

export const BOOKING_MAIL_TASK = 'booking_mail';
// The payload's type is the queue's (src/lib/server/jobs/tasks.ts names every queued task's).
export type { BookingMailJob };
export type BookingMail = BookingMailJob['mail'];
export type Audience = BookingMailJob['audience'];
export const BOOKING_MAILS = [
  'confirmation',
  'update',
  'cancellation',
  'reminder',
] as const satisfies readonly BookingMail[];

/** The reminder goes this long before the consultation. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export const bookingJobKey = (job: BookingMailJob) =>
  `${BOOKING_MAIL_TASK}:${job.id}:${job.mail}:${job.audience}`;

/** Every job key a booking can have (for the LGPD erasure). */
export function bookingJobKeys(id: string): string[] {
  const keys = BOOKING_MAILS.flatMap((mail) =>
    (['client', 'firm'] as const).map((audience) => bookingJobKey({ id, mail, audience })),
  );
  return keys;
}

async function enqueue(executor: SqlExecutor, job: BookingMailJob, runAt?: Date) {
  await enqueueJob(executor, BOOKING_MAIL_TASK, job, { runAt, key: bookingJobKey(job) });
}

async function removeJob(executor: SqlExecutor, job: BookingMailJob) {
  await executor.execute(sql`
    select graphile_worker.remove_job(${bookingJobKey(job)})
    where exists (select 1 from graphile_worker.jobs where key = ${bookingJobKey(job)})`);
}

/** The reminder 24 hours before; none when the consultation is sooner than that. */
async function scheduleReminder(executor: SqlExecutor, id: string, startsAt: Date) {
  const reminder = { id, mail: 'reminder', audience: 'client' } as const;
  const runAt = new Date(startsAt.getTime() - REMINDER_BEFORE_MS);
  if (runAt.getTime() <= Date.now()) return removeJob(executor, reminder);
  await enqueue(executor, reminder, runAt);
}

/** A new booking: the firm's notice (with the inbox's state), the visitor's invitation, the reminder. */
export async function queueNewBooking(executor: SqlExecutor, id: string, startsAt: Date) {
  await enqueueNotification(executor, { kind: 'booking', id });
  await enqueue(executor, { id, mail: 'confirmation', audience: 'client' });
  await scheduleReminder(executor, id, startsAt);
}

/** A moved booking: an updated invitation to both sides, and the reminder moved with it. */
export async function queueChangedBooking(executor: SqlExecutor, id: string, startsAt: Date) {
  await enqueue(executor, { id, mail: 'update', audience: 'client' });
  await enqueue(executor, { id, mail: 'update', audience: 'firm' });
  await scheduleReminder(executor, id, startsAt);
}

/** A cancelled booking: CANCEL to both sides, and no reminder. */
export async function queueCancelledBooking(executor: SqlExecutor, id: string) {
  await removeJob(executor, { id, mail: 'reminder', audience: 'client' });
  await enqueue(executor, { id, mail: 'cancellation', audience: 'client' });
  await enqueue(executor, { id, mail: 'cancellation', audience: 'firm' });
}

export function parseBookingMailJob(payload: unknown): BookingMailJob {
  const job = payload as Partial<BookingMailJob> | null;
  if (
    !job ||
    typeof job.id !== 'string' ||
    !BOOKING_MAILS.includes(job.mail as BookingMail) ||
    (job.audience !== 'client' && job.audience !== 'firm')
  ) {
    throw new Error(`Invalid booking mail payload: ${JSON.stringify(payload)}`);
  }
  return { id: job.id, mail: job.mail as BookingMail, audience: job.audience };
}

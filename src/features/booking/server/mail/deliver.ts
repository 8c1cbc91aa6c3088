import 'server-only';
import { eq } from 'drizzle-orm';
import { bookings } from '@/db/schema';
import { VISITOR_LIMITS } from '@/db/schema/limits';
import { getDb } from '@/lib/server/db/client';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';
import type { Mailer, MailMessage } from '@/lib/server/mail/mailer';
import { claimVisitorMail, releaseVisitorMail } from '@/lib/server/mail/visitor-mail-limit';
import { notificationRecipients } from '@/lib/server/mail/recipients';
import { composeBookingMail, type BookingMailContext } from './compose';
import { BOOKING_MAIL_TASK, parseBookingMailJob, type BookingMailJob } from './queue';
import { readBooking, readFirm } from '../records';

// The worker's side of a booking's e-mails: the firm's notice (through features/notifications'
// task) and the booking_mail task (both listed in src/startup/jobs.ts).
// Each reads the booking as it is when the job runs: a reminder for a booking cancelled meanwhile
// is never sent, and a change sends the latest time and SEQUENCE.

async function contextOf(id: string): Promise<BookingMailContext | undefined> {
  const found = await readBooking(id);
  if (!found || found.booking.kind !== 'booking') return undefined;
  return { ...found, firm: await readFirm(), siteUrl: getEnv().SITE_URL };
}

/** The firm's side: the calendar's e-mail and the e-mails that receive requests. */
function firmRecipients(context: BookingMailContext): string[] {
  return [...new Set([context.calendar.email, ...notificationRecipients(context.firm)].filter(Boolean))];
}

async function recordNotice(id: string, state: 'sent' | 'failed', error: string | null = null) {
  await getDb()
    .update(bookings)
    .set({
      notificationState: state,
      notificationError: error?.slice(0, VISITOR_LIMITS.notificationError) ?? null,
      ...(state === 'sent' && { notifiedAt: new Date() }),
    })
    .where(eq(bookings.id, id));
}

/** The firm's e-mail about a new booking (the inbox's 'Notificação'); thrown errors are retried. */
export async function deliverBookingNotice(id: string, mailer: Mailer): Promise<void> {
  const context = await contextOf(id);
  if (!context || context.booking.notificationState === 'sent') return;
  try {
    await mailer.send(composeBookingMail('confirmation', 'firm', context, firmRecipients(context)));
  } catch (error) {
    await recordNotice(id, 'failed', error instanceof Error ? error.message : String(error));
    throw error;
  }
  await recordNotice(id, 'sent');
}

/** Whether this e-mail still makes sense for the booking as it is now. */
function stillDue(job: BookingMailJob, context: BookingMailContext): boolean {
  const { booking } = context;
  if (job.mail === 'cancellation') return booking.appointmentStatus === 'cancelled';
  if (booking.appointmentStatus !== 'confirmed') return false;
  if (job.mail === 'reminder')
    return booking.reminderSentAt === null && booking.startsAt.getTime() > Date.now();
  return true;
}

/**
 * Sends a visitor's e-mail within the address's hourly limit (visitor-mail-limit.ts), counted once
 * per message: the booking, the e-mail and the booking's version (SEQUENCE), which a retry of the
 * job shares. Past the limit nothing is sent and the job ends (no retry); false then.
 */
async function sendToVisitor(
  job: BookingMailJob,
  context: BookingMailContext,
  message: MailMessage,
  mailer: Mailer,
): Promise<boolean> {
  const email = context.booking.email ?? '';
  const messageId = `booking:${job.id}:${job.mail}:${context.booking.sequence}`;
  if (!(await claimVisitorMail(email, messageId))) {
    // Never the address: the booking's id is enough to find it.
    log.warn(
      { bookingId: job.id, mail: job.mail },
      "booking e-mail not sent: the visitor's address had its e-mails for this hour",
    );
    return false;
  }
  try {
    await mailer.send(message);
  } catch (error) {
    await releaseVisitorMail(email, messageId).catch((release: unknown) =>
      log.error({ err: release, bookingId: job.id }, 'could not give back a visitor e-mail count'),
    );
    throw error;
  }
  return true;
}

/** One of the booking's e-mails (BOOKING_MAIL_TASK). */
export async function deliverBookingMail(payload: unknown, mailer: Mailer): Promise<void> {
  const job = parseBookingMailJob(payload);
  const context = await contextOf(job.id);
  if (!context || !stillDue(job, context)) return;
  const recipients = job.audience === 'client' ? [context.booking.email ?? ''] : firmRecipients(context);
  if (recipients.filter(Boolean).length === 0) return;
  const message = composeBookingMail(job.mail, job.audience, context, recipients);
  if (job.audience === 'firm') await mailer.send(message);
  else if (!(await sendToVisitor(job, context, message, mailer))) return;
  if (job.mail === 'reminder') {
    await getDb().update(bookings).set({ reminderSentAt: new Date() }).where(eq(bookings.id, job.id));
  }
}

/** The booking's other e-mails, a queued task of the job worker (src/startup/jobs.ts). */
export const bookingMailTask = { task: BOOKING_MAIL_TASK, run: deliverBookingMail };

import 'server-only';
import { deliverBookingNotice } from '@/features/booking/exports';
import type { Mailer } from '@/lib/server/mail/mailer';
import { NOTIFY_TASK, type NotificationJob, type RequestKind } from '@/lib/server/mail/notification-queue';
import { deliverNotification } from './deliver';

// The job queue's task that sends the firm's e-mail about a new request (listed in
// src/startup/jobs.ts): a consultation's or contact message's here, a booking's by features/booking.

function parseJob(payload: unknown): NotificationJob {
  const job = payload as Partial<NotificationJob> | null;
  const kinds: unknown[] = ['consultation', 'contact', 'booking'] satisfies RequestKind[];
  if (!job || !kinds.includes(job.kind) || typeof job.id !== 'string') {
    throw new Error(`Invalid notification job payload: ${JSON.stringify(payload)}`);
  }
  return { kind: job.kind as RequestKind, id: job.id };
}

export const requestNotificationTask = {
  task: NOTIFY_TASK,
  run: (payload: unknown, mailer: Mailer) => {
    const job = parseJob(payload);
    return job.kind === 'booking' ? deliverBookingNotice(job.id, mailer) : deliverNotification(job, mailer);
  },
};

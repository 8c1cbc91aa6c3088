import 'server-only';
import type { NotificationJob } from '@/lib/server/mail/notification-queue';

// The tasks the app queues (`enqueue`, ./queue.ts): each task's name, its payload and how often the
// queue tries it. The code that runs each one is listed in src/startup/jobs.ts, next to the tasks
// that run on a schedule. The names are graphile-worker's task identifiers and the first part of
// the job keys: jobs already waiting in a database carry them, so they stay as they are.

/** The payload of each queued task (the queue adds the request id, `reqId`). */
export interface QueuedJobs {
  /** Sends the firm's e-mail about a new request (features/notifications; a booking's, features/booking). */
  notify_request: NotificationJob;
  /** Sends one of a booking's e-mails: invitation, change, cancellation, reminder (features/booking). */
  booking_mail: BookingMailJob;
  /** Publishes a scheduled post, or its held next version, at its time (features/blog/publishing.ts). */
  publish_post: { id: string };
  /** Removes an image uploaded for a post's text that no saved post shows (features/blog/unsaved-images.ts). */
  release_unsaved_image: { url: string };
  /** Sends a responsible's daily e-mail of overdue follow-ups (features/requests/follow-up.ts). */
  follow_up_email: FollowUpJob;
  /** Catalogues stored files that have no media library item yet, a batch a run (features/media/catalogue.ts). */
  catalogue_media: Record<string, never>;
  /** Sends a client alert's subscription confirmation (double opt-in, features/alerts). */
  alert_confirmation: { id: string };
  /** Fixes a client alert's recipients and queues one `send_alert` per recipient (features/alerts). */
  queue_alert: { id: string };
  /** Sends a client alert to one recipient (a delivery's id), at the site's rate (features/alerts). */
  send_alert: { id: string };
}

export type QueuedTask = keyof QueuedJobs;

/** One of a booking's e-mails and who gets it (queued by features/booking/server/mail/queue.ts). */
export interface BookingMailJob {
  id: string;
  mail: 'confirmation' | 'update' | 'cancellation' | 'reminder';
  audience: 'client' | 'firm';
}

export interface FollowUpJob {
  assigneeId: string;
  day: string;
}

/**
 * graphile-worker waits exp(min(attempt, 10)) seconds after each failed attempt. The first ten
 * waits add up to about 9.7 h and each later one is exp(10) s ≈ 6.1 h, so 14 attempts (13 waits)
 * keep retrying for about 28 h: at least a day, as the firm's e-mails require.
 */
export const RETRY_FOR_A_DAY = 14;

/** How many attempts each task gets unless `enqueue` is told otherwise. */
export const QUEUED_TASKS: Record<QueuedTask, { maxAttempts: number }> = {
  notify_request: { maxAttempts: RETRY_FOR_A_DAY },
  booking_mail: { maxAttempts: RETRY_FOR_A_DAY },
  // exp(n) seconds apart: about 2.5 minutes in all, then the post shows 'Falha ao publicar'.
  publish_post: { maxAttempts: 5 },
  release_unsaved_image: { maxAttempts: 5 },
  follow_up_email: { maxAttempts: RETRY_FOR_A_DAY },
  catalogue_media: { maxAttempts: 10 },
  alert_confirmation: { maxAttempts: RETRY_FOR_A_DAY },
  queue_alert: { maxAttempts: RETRY_FOR_A_DAY },
  // The delivery counts its own attempts (features/alerts/sending.ts ALERT_ATTEMPTS, 8) and records
  // the last one's reason; the queue's count is only a bound above it.
  send_alert: { maxAttempts: 10 },
};

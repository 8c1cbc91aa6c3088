import type { JobTask } from '@/lib/server/jobs/worker';
import type { QueuedTask } from '@/lib/server/jobs/tasks';
import { activityPruneTask } from '@/lib/server/activity';
import { sessionSweepTask } from '@/lib/server/auth/session-policy';
import { bookingMailTask } from '@/features/booking/server/mail/deliver';
import { publicationTask } from '@/features/blog/publishing';
import { unsavedImageTask } from '@/features/blog/unsaved-images';
import { requestNotificationTask } from '@/features/notifications/task';
import { requestsRetentionTask } from '@/features/privacy/retention';
import { followUpDigestTask, followUpEmailTask } from '@/features/requests/follow-up';
import { visitsDailyTask } from '@/features/visits/daily';
import { mediaCatalogueTask } from '@/features/media/catalogue';
import { alertTasks } from '@/features/alerts/sending';
import { alertsRetentionTask } from '@/features/alerts/retention';

// Every task of the job queue, the one list the worker runs (src/startup/start-up.ts). The queued
// ones are named, with their payloads, in src/lib/server/jobs/tasks.ts; `satisfies` below fails to
// compile when one of them has no code here, and each runs under the very name `enqueue` uses.

const queued = {
  notify_request: requestNotificationTask,
  booking_mail: bookingMailTask,
  publish_post: publicationTask,
  release_unsaved_image: unsavedImageTask,
  follow_up_email: followUpEmailTask,
  catalogue_media: mediaCatalogueTask,
  ...alertTasks(), // alert_confirmation, queue_alert, send_alert (issue 35)
} satisfies Record<QueuedTask, JobTask>;

/** On a schedule (graphile-worker's crontab: each occurrence runs once across instances). */
const scheduled: JobTask[] = [
  requestsRetentionTask, // the LGPD retention, daily
  activityPruneTask, // the activity log's prune
  visitsDailyTask, // the visits' daily clean-up (old visits and salts)
  followUpDigestTask, // queues each responsible's follow-up e-mail, daily
  sessionSweepTask, // ends expired sessions, every 10 minutes
  alertsRetentionTask, // the client alerts' subscribers waiting or gone for 30 days, daily
];

export const jobTasks: JobTask[] = [
  ...Object.entries(queued).map(([task, { run }]) => ({ task, run })),
  ...scheduled,
];

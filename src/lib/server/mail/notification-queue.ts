import 'server-only';
import { enqueue, type SqlExecutor } from '@/lib/server/jobs/queue';

// The firm's e-mail about each new request goes through the job queue (src/lib/server/jobs, ADR
// 0005). A job is added in the transaction that stores the request, so a stored request always has
// its notification queued, and a rolled-back one never has. The task that sends it lives in
// src/features/notifications.

export type { SqlExecutor };

export const NOTIFY_TASK = 'notify_request';

/** 'booking': a booking made at /agendar-consulta (issue 23), delivered by features/booking. */
export type RequestKind = 'consultation' | 'contact' | 'booking';

export interface NotificationJob {
  kind: RequestKind;
  id: string;
}

/** The job key of a request's notification. */
export const notificationJobKey = (job: NotificationJob) => `${NOTIFY_TASK}:${job.kind}:${job.id}`;

/**
 * Queues the e-mail about a request. One job per request (job key): queueing it again (the admin's
 * 'Reenviar') replaces a waiting job and starts a fresh series of attempts. Like every job, it
 * carries the id of the request that queued it, so its log lines can be found with the request's.
 */
export async function enqueueNotification(executor: SqlExecutor, job: NotificationJob): Promise<void> {
  await enqueue(executor, NOTIFY_TASK, { kind: job.kind, id: job.id }, { key: notificationJobKey(job) });
}

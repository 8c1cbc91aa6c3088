import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { currentRequestId } from '@/lib/server/log';

// The firm's e-mail about each new request goes through a PostgreSQL job queue (graphile-worker,
// ADR 0005). A job is added in the transaction that stores the request, so a stored request always
// has its notification queued, and a rolled-back one never has. The worker lives in
// src/features/notifications.

export const NOTIFY_TASK = 'notify_request';

/** 'booking': a booking made at /agendar-consulta (issue 23), delivered by lib/server/booking. */
export type RequestKind = 'consultation' | 'contact' | 'booking';

export interface NotificationJob {
  kind: RequestKind;
  id: string;
}

/**
 * graphile-worker waits exp(min(attempt, 10)) seconds after each failed attempt. The first ten
 * waits add up to about 9.7 h and each later one is exp(10) s ≈ 6.1 h, so 14 attempts (13 waits)
 * keep retrying for about 28 h: at least a day, as the firm's notifications require.
 */
export const NOTIFY_MAX_ATTEMPTS = 14;

/** Anything that runs SQL: the Drizzle database or a transaction of it. */
export interface SqlExecutor {
  execute(query: SQL): Promise<unknown>;
}

/**
 * Queues the e-mail about a request. One job per request (job key): queueing it again (the admin's
 * 'Reenviar') replaces a waiting job and starts a fresh series of attempts. The job carries the id
 * of the request that queued it, so its log lines can be found with the request's.
 */
export async function enqueueNotification(executor: SqlExecutor, job: NotificationJob): Promise<void> {
  await executor.execute(sql`
    select graphile_worker.add_job(
      identifier := ${NOTIFY_TASK},
      payload := ${JSON.stringify({ ...job, reqId: currentRequestId() })}::json,
      max_attempts := ${NOTIFY_MAX_ATTEMPTS},
      job_key := ${`${NOTIFY_TASK}:${job.kind}:${job.id}`}
    )`);
}

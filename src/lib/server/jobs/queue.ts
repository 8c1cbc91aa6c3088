import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { currentRequestId } from '@/lib/server/log';
import { QUEUED_TASKS, type QueuedJobs, type QueuedTask } from './tasks';

// The one place that writes to the job queue (graphile-worker, ADR 0005). A job is added with SQL
// through the caller's Drizzle database or transaction, so it commits or rolls back with the data
// that asked for it. Every job carries the id of the request that queued it (`reqId`): the worker
// runs it under that id, so its log lines are found with the request's (src/lib/server/jobs/worker.ts).
// tests/integration/operations/job-queue.test.ts fails on any other `add_job` in src/.

/** Anything that runs SQL: the Drizzle database or a transaction of it. */
export interface SqlExecutor {
  execute(query: SQL): Promise<unknown>;
}

export interface EnqueueOptions {
  /** When it may run (default: now). */
  runAt?: Date;
  /**
   * graphile-worker's job key: queueing the same key again replaces a waiting job (and starts a
   * fresh series of attempts); `remove_job(key)` cancels it.
   */
  key?: string;
  /** Default: the task's own (./tasks.ts). */
  maxAttempts?: number;
  /** Lower runs first (graphile-worker's default 0). */
  priority?: number;
}

/** One job of a batch (`enqueueMany`). */
export interface QueuedJob<T extends QueuedTask> extends EnqueueOptions {
  payload: QueuedJobs[T];
}

const withRequestId = (payload: object) => ({ ...payload, reqId: currentRequestId() });

/** Queues one job of `task`, in `tx`'s transaction. */
export async function enqueue<T extends QueuedTask>(
  tx: SqlExecutor,
  task: T,
  payload: QueuedJobs[T],
  options: EnqueueOptions = {},
): Promise<void> {
  const { runAt, key, maxAttempts, priority } = options;
  await tx.execute(sql`
    select graphile_worker.add_job(
      identifier := ${task},
      payload := ${JSON.stringify(withRequestId(payload))}::json,
      run_at := ${runAt?.toISOString() ?? null}::timestamptz,
      max_attempts := ${maxAttempts ?? QUEUED_TASKS[task].maxAttempts}::int,
      job_key := ${key ?? null}::text,
      priority := ${priority ?? null}::int
    )`);
}

/** Queues several jobs of `task` in one statement, in `tx`'s transaction; answers how many. */
export async function enqueueMany<T extends QueuedTask>(
  tx: SqlExecutor,
  task: T,
  jobs: QueuedJob<T>[],
): Promise<number> {
  if (jobs.length === 0) return 0;
  const specs = jobs.map(({ payload, runAt, key, maxAttempts, priority }) => ({
    payload: withRequestId(payload),
    runAt: runAt?.toISOString() ?? null,
    key: key ?? null,
    maxAttempts: maxAttempts ?? QUEUED_TASKS[task].maxAttempts,
    priority: priority ?? null,
  }));
  const result = (await tx.execute(sql`
    select count(graphile_worker.add_job(
      identifier := ${task},
      payload := job->'payload',
      run_at := (job->>'runAt')::timestamptz,
      max_attempts := (job->>'maxAttempts')::int,
      job_key := job->>'key',
      priority := (job->>'priority')::int
    ))::int as queued
    from json_array_elements(${JSON.stringify(specs)}::json) as job`)) as { rows: { queued: number }[] };
  return result.rows[0]?.queued ?? 0;
}

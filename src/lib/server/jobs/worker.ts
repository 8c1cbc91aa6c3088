import 'server-only';
import { EventEmitter } from 'node:events';
import { existsSync, promises as fs, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  Logger,
  makeWorkerUtils,
  run,
  runMigrations,
  type Job,
  type JobHelpers,
  type WorkerEvents,
  type WorkerUtils,
} from 'graphile-worker';
import { createRetryingPool } from '@/lib/server/db/retrying-pool';
import { inRequest, log } from '@/lib/server/log';
import { getDeliveryMailer } from '@/lib/server/mail/get-mailer';
import type { Mailer } from '@/lib/server/mail/mailer';

// The job worker (ADR 0005) runs every task of the job queue inside every server process: the
// queued ones (`enqueue`, ./queue.ts) and the scheduled ones. graphile-worker takes each job with
// SKIP LOCKED, so several instances share the queue without running a job twice. Which tasks it
// runs is the caller's list (src/startup/jobs.ts; a test gives the few it needs).

/** Installs or updates graphile-worker's own schema (at start-up, like the app's migrations). */
export async function installJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString });
}

export interface JobWorkerOptions {
  connectionString: string;
  /** Where this instance remembers its worker's id, to release its jobs after a crash. */
  dataDir: string;
  /** Given to the tasks that send e-mail. Defaults to SMTP (errors retried) or, without SMTP_URL, the outbox. */
  mailer?: Mailer;
  /**
   * Tests only: the wait before a retry instead of graphile-worker's exponential backoff
   * (NOTIFICATION_RETRY_DELAY_MS). It also makes the worker look for due jobs that often.
   */
  retryDelayMs?: number;
  /** The tasks it runs (src/startup/jobs.ts lists the app's). */
  tasks: JobTask[];
}

/**
 * A task of the queue: one whose jobs the app queues (`enqueue`, named in ./tasks.ts), given each
 * job's payload and the worker's mailer; or one run on a schedule (e.g. the LGPD retention,
 * features/privacy). `task` is graphile-worker's task identifier, unique per task.
 */
export type JobTask =
  | { task: string; schedule?: undefined; run: (payload: unknown, mailer: Mailer) => Promise<void> }
  | {
      task: string;
      /** The crontab line's schedule and options: '15 3 * * * ?fill=1d' (minute hour day month weekday). */
      schedule: string;
      run: () => Promise<void>;
    };

export interface JobWorker {
  /** Whether it still takes jobs (for /readyz): false once it stopped, or crashed. */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * A process killed mid-attempt (kill -9) leaves its job locked, which graphile-worker would only
 * release after 4 hours: the next start of this instance releases it at once.
 */
async function releaseJobsOfPreviousRun(connectionString: string, idFiles: string[]) {
  const read = async (file: string) => (existsSync(file) ? (await fs.readFile(file, 'utf8')).trim() : '');
  const previous = (await Promise.all(idFiles.map(read))).filter(Boolean);
  if (previous.length === 0) return;
  const utils = await makeWorkerUtils({ connectionString });
  try {
    await utils.forceUnlockWorkers(previous);
  } finally {
    await utils.release();
  }
}

/** Waits for graphile-worker to record the failure, then brings the retry forward (tests only). */
function shortenRetry(connectionString: string, job: Job, delayMs: number) {
  const attempt = async (utils: WorkerUtils, tries: number): Promise<void> => {
    const runAt = new Date(Date.now() + delayMs);
    const moved = await utils.rescheduleJobs([job.id], { runAt });
    if (moved.length === 0 && tries > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return attempt(utils, tries - 1);
    }
  };
  void (async () => {
    const utils = await makeWorkerUtils({ connectionString });
    try {
      await attempt(utils, 250);
    } finally {
      await utils.release();
    }
  })().catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'could not reschedule a retry'));
}

/** graphile-worker's own messages, as lines of the app's log (its 'warning' is pino's 'warn'). */
const workerLogger = new Logger(() => (level, message, meta) => {
  const method = level === 'warning' ? 'warn' : level === 'error' || level === 'debug' ? level : 'info';
  log[method]({ scope: 'graphile-worker', ...(meta && { jobId: (meta as { job?: Job }).job?.id }) }, message);
});

/**
 * A task run under the id of the request that queued it (the payload's `reqId`, when a request did),
 * with one line when it is done; a failure is logged by graphile-worker, which retries it.
 */
function traced(task: string, work: (payload: unknown) => Promise<void>) {
  return async (payload: unknown, helpers: JobHelpers) => {
    const reqId = (payload as { reqId?: unknown } | null)?.reqId;
    await inRequest(typeof reqId === 'string' ? reqId : undefined, async () => {
      const started = performance.now();
      await work(payload);
      log.info({ task, jobId: helpers.job.id, ms: Math.round(performance.now() - started) }, 'job done');
    });
  };
}

/** 'minute hour day month weekday task ?options' from a schedule '… ?options'. */
function crontabLine(task: string, schedule: string): string {
  const [time, ...opts] = schedule.trim().split(/\s+(?=\?)/);
  return [time, task, ...opts].join(' ');
}

/** Starts the worker that runs the given tasks' jobs, queued and scheduled. */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { connectionString, retryDelayMs, tasks } = options;
  const mailer = () => options.mailer ?? getDeliveryMailer();
  const idFile = path.join(options.dataDir, 'job-worker.id');
  // The file's name before the worker ran every task (kept for one release, see ADR 0005).
  const legacyIdFile = path.join(options.dataDir, 'notification-worker.id');
  await releaseJobsOfPreviousRun(connectionString, [idFile, legacyIdFile]);
  await fs.rm(legacyIdFile, { force: true });

  const events: WorkerEvents = new EventEmitter();
  // Jobs are locked in the name of the worker pool: its id is what a later start releases.
  events.on('pool:create', ({ workerPool }) => writeFileSync(idFile, workerPool.id, { mode: 0o600 }));
  if (retryDelayMs) {
    events.on('job:error', ({ job }) => {
      if (job.attempts < job.max_attempts) shortenRetry(connectionString, job, retryDelayMs);
    });
  }
  // Its own pool, which waits out a database restart: graphile-worker does not catch a failure to
  // record a job's outcome, and a refused connection there would be an unhandled rejection.
  const pgPool = createRetryingPool({ connectionString, max: 3 });
  const runner = await run({
    pgPool,
    concurrency: 1,
    noHandleSignals: true, // the server's own shutdown stops the worker (src/http/start.mjs)
    pollInterval: retryDelayMs ? Math.min(retryDelayMs, 2000) : 2000,
    // Given here, so no crontab file is looked for: one line per scheduled task.
    crontab: tasks
      .flatMap(({ task, schedule }) => (schedule === undefined ? [] : [crontabLine(task, schedule)]))
      .join('\n'),
    events,
    logger: workerLogger,
    taskList: Object.fromEntries(
      tasks.map((item) => [
        item.task,
        traced(item.task, (payload) =>
          item.schedule === undefined ? item.run(payload, mailer()) : item.run(),
        ),
      ]),
    ),
  });
  let running = true;
  const stopped = () => {
    running = false;
  };
  runner.promise.then(stopped, (error: unknown) => {
    stopped();
    log.error({ err: error }, 'the job worker stopped');
  });
  return {
    running: () => running,
    stop: async () => {
      await runner.stop();
      await pgPool.end();
    },
  };
}

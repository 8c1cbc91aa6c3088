import 'server-only';
import { readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import pg from 'pg';
import type { AppGauges } from '@/runtime/runtime.mjs';
import { getDb } from '@/lib/server/db/client';
import { MIGRATIONS_DIR } from '@/lib/server/db/migrate';

// What /readyz and /metrics (src/http/operations.mjs) learn from the app: start-up registers these
// through the runtime (src/runtime/runtime.mjs).

/** The newest migration this version ships (drizzle's journal), as drizzle records it. */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The database answers (on a connection of its own, so a full pool does not make the site look
 * down) and its migrations are this version's latest. The caller bounds the wait (1 s) and runs one
 * check at a time (src/http/metrics.mjs readiness): the connection is closed before this answers,
 * so a process never holds more than one (named `tribuna-readiness` in pg_stat_activity).
 */
export async function databaseChecks(connectionString: string, timeoutMs = 1_000) {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    application_name: 'tribuna-readiness',
  });
  // An error after the check (the server going away) must not crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ latest: string | null }>(
      "select (select max(created_at) from drizzle.__drizzle_migrations) as latest where to_regclass('drizzle.__drizzle_migrations') is not null",
    );
    const applied = Number(rows[0]?.latest ?? 0);
    return { database: 'ok', migrations: applied >= latestMigration() ? 'ok' : 'behind' };
  } catch (error) {
    const timedOut = /timeout/i.test((error as Error).message);
    return { database: timedOut ? 'timeout' : 'unreachable', migrations: 'unknown' };
  } finally {
    // Closed before the next check may start; a server that never answers the goodbye is left.
    await Promise.race([
      client.end().catch(() => undefined),
      setTimeout(timeoutMs, undefined, { ref: false }),
    ]);
  }
}

/**
 * Jobs by task and state. A job is 'running' while a worker holds it, 'failed' once an attempt
 * failed (waiting for its retry, or given up), 'scheduled' until its run time (a post for next week,
 * a reminder for tomorrow), then 'pending'; the oldest pending job's age counts from its run time.
 */
const JOBS_SQL = `
  with states as (
    select task_identifier as task,
           case when locked_at is not null then 'running'
                when last_error is not null then 'failed'
                when run_at > now() then 'scheduled'
                else 'pending' end as state,
           run_at
      from graphile_worker.jobs)
  select task, state, count(*)::int as count,
         case when state = 'pending' then extract(epoch from now() - min(run_at)) else 0 end::float as oldest
    from states group by task, state`;

export async function appGauges(): Promise<AppGauges> {
  const db = getDb();
  const pool = db.$client;
  const { rows } = await pool.query<{ task: string; state: string; count: number; oldest: number }>(JOBS_SQL);
  return {
    pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    jobs: rows.map(({ task, state, count }) => ({ task, state, count })),
    oldestPendingSeconds: Math.max(0, ...rows.map((row) => row.oldest)),
  };
}

import 'server-only';
import pg from 'pg';
import { log } from '@/lib/server/log';

// A pool for background work (the job worker): while the database is restarting, taking
// a connection waits for it to come back instead of failing. Requests use the ordinary pool
// (client.ts), which fails fast so that a visitor gets an answer in seconds.

/** Errors of a database that is down or restarting, as opposed to a wrong query. */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up
]);

export function isTransientConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    (code !== undefined && TRANSIENT.has(code)) ||
    /Connection terminated|timeout expired|the database system is (starting up|shutting down)/i.test(
      message ?? '',
    )
  );
}

export function createRetryingPool(config: pg.PoolConfig, retryForMs = 60_000): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client's error (the database going away) must not crash the process.
  pool.on('error', (error) =>
    log.warn({ err: error, reqId: undefined }, 'idle background database client error'),
  );
  // Nor a checked-out client's (the pool's own handler covers idle ones only).
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.warn({ err: error, reqId: undefined }, 'background database client error'),
    ),
  );
  const connect = pool.connect.bind(pool);
  const connectWithRetry = async (): Promise<pg.PoolClient> => {
    const deadline = Date.now() + retryForMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await connect();
      } catch (error) {
        if (!isTransientConnectionError(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * attempt, 1_000)));
      }
    }
  };
  // The callback form (graphile-worker's LISTEN client) has its own reconnection with backoff.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connectWithRetry()) as pg.Pool['connect'];
  return pool;
}

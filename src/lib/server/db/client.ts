import 'server-only';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '@/db/schema';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';
import { forgetPerProcess, perProcess, startedSettings } from '@/runtime/runtime.mjs';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction of the app database (what `Database['transaction']` gives its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What reads and deletes rows: the database, one of its transactions, or a restore's connection. */
export type DatabaseWriter = Pick<Database, 'execute' | 'select' | 'delete'>;

export interface DatabaseTimeouts {
  /** Giving up on opening a connection (a database that accepts but never answers). */
  connectMs: number;
  /** Longest statement: PostgreSQL cancels it, and the client gives up a little later on its own. */
  statementMs: number;
}

/** DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (defaults 5 s and 15 s). */
export function databaseTimeouts(): DatabaseTimeouts {
  const env = getEnv();
  return { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS };
}

export function createDatabase(
  connectionString: string,
  max = 10,
  timeouts: DatabaseTimeouts = databaseTimeouts(),
): Database {
  // A hung database fails requests in seconds instead of holding them: connecting, each statement
  // (server side) and the wait for its answer (client side, for a server that stopped answering).
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
  });
  // Without a listener, an idle client's error (e.g. the database restarting) crashes the process.
  // (Not the request's: the connection kept the context of the request that opened it.)
  pool.on('error', (error) => log.warn({ err: error, reqId: undefined }, 'idle database client error'));
  return drizzle(pool, { schema, casing: 'snake_case' });
}

/**
 * The app database: the one start-up started or reached (recorded in the runtime), else DATABASE_URL
 * (tests, scripts). One pool per process, whichever bundle asks, and dev reloads do not open new ones.
 */
export function getDb(): Database {
  return perProcess('database', () => {
    const { databaseUrl, poolSize } = startedSettings();
    const url = databaseUrl ?? process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: the database has not been started');
    return createDatabase(url, poolSize);
  });
}

export async function closeDb() {
  const db = forgetPerProcess('database') as Database | undefined;
  await db?.$client.end();
}

import 'server-only';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '@/db/schema';
import { getEnv } from '@/lib/server/env';
import { log } from '@/lib/server/log';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction of the app database (what `Database['transaction']` gives its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// One pool per process, kept on globalThis so that dev reloads do not open new ones.
const state = globalThis as unknown as { __tribunaDb?: Database };

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

/** The app database. DATABASE_URL is set by the operator or by the embedded start-up. */
export function getDb(): Database {
  if (!state.__tribunaDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: the database has not been started');
    state.__tribunaDb = createDatabase(url);
  }
  return state.__tribunaDb;
}

export async function closeDb() {
  const db = state.__tribunaDb;
  state.__tribunaDb = undefined;
  await db?.$client.end();
}

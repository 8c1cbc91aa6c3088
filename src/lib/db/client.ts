import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '@/db/schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// One pool per process, kept on globalThis so that dev reloads do not open new ones.
const state = globalThis as unknown as { __tribunaDb?: Database };

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // Without a listener, an idle client's error (e.g. the database restarting) crashes the process.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
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

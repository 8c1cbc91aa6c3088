import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createDatabase, type Database } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { E2E_DATA_DIR } from '../../../playwright.config';

// The one way the e2e specs reach the database of the server under test: its embedded cluster,
// attached (not started), like `npm run users` does. One small pool per worker, closed by the
// worker fixture in fixtures.ts.

let db: Promise<Database> | undefined;

/** The e2e server's database, through Drizzle (for the app's own functions, e.g. createAccount). */
export function e2eDb(): Promise<Database> {
  db ??= startEmbeddedPostgres({ dataDir: E2E_DATA_DIR, mode: 'attach' }).then((cluster) =>
    createDatabase(cluster.url, 2),
  );
  return db;
}

/** Runs SQL against the e2e server's database and returns its rows. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await (await e2eDb()).$client.query<T>(sql, params)).rows;
}

export async function closeE2eDb() {
  const open = db;
  db = undefined;
  await (await open)?.$client.end();
}

/** A unique suffix, so a test finds the rows it made among everything else in the database. */
export const unique = () => randomUUID().slice(0, 8);

/** The SQL condition of a post visitors see (src/features/blog/public-condition.ts: active and published). */
export const PUBLIC_POST = `active and status = 'published'`;

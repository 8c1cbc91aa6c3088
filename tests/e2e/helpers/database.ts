import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '@/lib/server/db/client';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { E2E_DATA_DIR } from '../../../playwright.config';

// The one way the e2e specs reach the database of the server under test: its embedded cluster,
// attached (not started), like `npm run users` does. One small pool per worker, closed by the
// worker fixture in fixtures.ts.

let url: Promise<string> | undefined;
let db: Promise<Database> | undefined;
let turn: Promise<pg.Client> | undefined;

const clusterUrl = () =>
  (url ??= startEmbeddedPostgres({ dataDir: E2E_DATA_DIR, mode: 'attach' }).then((cluster) => cluster.url));

/** The e2e server's database, through Drizzle (for the app's own functions, e.g. createAccount). */
export function e2eDb(): Promise<Database> {
  db ??= clusterUrl().then((address) => createDatabase(address, 2));
  return db;
}

/**
 * The worker's connection that holds its tests' turns (fixtures.ts): its own, without the app's
 * query timeouts (waiting for a turn may take longer than an app's query may).
 */
export function turnConnection(): Promise<pg.Client> {
  turn ??= clusterUrl().then(async (address) => {
    const connection = new pg.Client({ connectionString: address });
    await connection.connect();
    await connection.query('set statement_timeout = 0');
    return connection;
  });
  return turn;
}

/** Runs SQL against the e2e server's database and returns its rows. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await (await e2eDb()).$client.query<T>(sql, params)).rows;
}

export async function closeE2eDb() {
  const [open, held] = [db, turn];
  [url, db, turn] = [undefined, undefined, undefined];
  await (await held)?.end();
  await (await open)?.$client.end();
}

/** A unique suffix, so a test finds the rows it made among everything else in the database. */
export const unique = () => randomUUID().slice(0, 8);

/**
 * The SQL condition of a post visitors of the Portuguese blog see (src/features/blog/public-condition.ts:
 * in Portuguese, active and published).
 */
export const PUBLIC_POST = `locale = 'pt-BR' and active and status = 'published'`;

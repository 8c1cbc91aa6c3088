import 'server-only';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

// Any number below is fine; it only has to be the same for every instance of the app.
const MIGRATION_LOCK = 7_274_512;

/**
 * Applies the committed migrations not applied yet. Safe on every start, and under an advisory
 * lock so that several app instances starting together against one database take turns.
 */
export async function runMigrations(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

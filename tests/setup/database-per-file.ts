import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { closeDb } from '@/lib/server/db/client';
import { withDatabase } from './database-url';

// Each test file gets a fresh database copied from the migrated template, and its own DATA_DIR.

const adminUrl = inject('pgAdminUrl');
const name = `test_${randomUUID().replace(/-/g, '')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database ${name} template tribuna_template`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-test-'));

process.env.DATABASE_URL = withDatabase(adminUrl, name);
process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = '';

/** The maintenance connection string of the test cluster (to create extra databases). */
export const testAdminUrl = adminUrl;

afterAll(async () => {
  await closeDb();
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

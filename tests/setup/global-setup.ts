import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { installJobQueue } from '@/lib/server/jobs/worker';
import { withDatabase } from './database-url';

// One cluster for the whole Vitest run with a migrated template database that every test file
// copies (see database-per-file.ts): the embedded one (its own DATA_DIR) by default, or the server
// given by DATABASE_URL (`npm run test:external-pg`), where the run creates and drops its databases.

export const TEMPLATE_DB = 'tribuna_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

async function startCluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const client = new pg.Client({ connectionString: external });
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    await client.end();
    console.info(`[vitest] external PostgreSQL ${rows[0]!.server_version} from DATABASE_URL`);
    return { adminUrl: external, stop: async () => {} };
  }
  return startEmbeddedPostgres({
    dataDir: path.resolve(process.env.TEST_DATA_DIR || '.test-data', 'vitest'),
    mode: 'own',
  });
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(cluster.adminUrl, TEMPLATE_DB);
  await runMigrations(templateUrl);
  await installJobQueue(templateUrl); // the job queue's schema, as at start-up

  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}

import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { installNotificationQueue } from '@/features/notifications/worker';

// One embedded cluster for the whole Vitest run (its own DATA_DIR), with a migrated template
// database that every test file copies (see database-per-file.ts).

export const TEMPLATE_DB = 'tribuna_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startEmbeddedPostgres({
    dataDir: path.resolve(process.env.TEST_DATA_DIR || '.test-data', 'vitest'),
    mode: 'own',
  });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = cluster.adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  await runMigrations(templateUrl);
  await installNotificationQueue(templateUrl); // the job queue's schema, as at start-up

  project.provide('pgAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}

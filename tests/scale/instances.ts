import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { SCALE_PORT } from '../../playwright.scale.config';
import { isBuildCurrent } from '../../src/http/build.mjs';
import { createS3OutboxStore, type OutboxStore } from '../../src/lib/server/mail/outbox-store';
import { startServer } from '../e2e/public-helpers';
import { withDatabase } from '../setup/database-url';
import { startSystemPostgres } from '../support/system-postgres';

// What `npm run test:scale` runs against: one PostgreSQL acting as the managed one (a throwaway
// cluster of the machine's own server), one S3 peer (s3rver) and two production instances that
// share them, as behind a load balancer (docs/operations.md).

export const SCALE_ADMIN = { email: 'admin@tribuna.test', password: 'admin-scale-senha' };

export type Instance = ReturnType<typeof startServer> & { dataDir: string };

export interface Deployment {
  databaseUrl: string;
  /** The outbox both instances write to (no SMTP_URL): under outbox/ in the shared bucket. */
  outbox: OutboxStore;
  a: Instance;
  b: Instance;
  stop(): Promise<void>;
}

export async function startDeployment(): Promise<Deployment> {
  // Built once here, not by each instance's `npm start` (they would build side by side).
  if (!isBuildCurrent()) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`the build failed (exit ${built.status})`);
  }
  // Whatever started is stopped again if a later step fails.
  const cleanups: (() => unknown)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    return await startParts(cleanups, stop);
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startParts(cleanups: (() => unknown)[], stop: () => Promise<void>): Promise<Deployment> {
  const cluster = await startSystemPostgres({
    port: process.env.SCALE_PG_PORT ? Number(process.env.SCALE_PG_PORT) : undefined,
  });
  cleanups.push(() => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database tribuna');
  await admin.end();
  const databaseUrl = withDatabase(cluster.url, 'tribuna');

  const s3Folder = mkdtempSync(path.join(os.tmpdir(), 'tribuna-scale-s3-'));
  cleanups.push(() => rmSync(s3Folder, { recursive: true, force: true }));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: Number(process.env.SCALE_S3_PORT || 0),
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'tribuna', configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  cleanups.push(() => s3.close());

  const root = mkdtempSync(path.join(os.tmpdir(), 'tribuna-scale-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const env = {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 'the-same-secret-on-every-instance-0123456789',
    TRUST_PROXY: '1',
    ADMIN_EMAIL: SCALE_ADMIN.email,
    ADMIN_PASSWORD: SCALE_ADMIN.password,
    DEMO_CONTENT: 'true',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'tribuna',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Two web workers per instance (ADR 0025): what one worker of A writes, both of B's serve.
    WEB_CONCURRENCY: '2',
  };
  const start = async (name: string, port: number): Promise<Instance> => {
    const dataDir = path.join(root, name);
    const server = startServer({ port, dataDir, env: { ...env, SITE_URL: `http://localhost:${port}` } });
    cleanups.push(() => server.stop());
    try {
      await server.ready();
    } catch (error) {
      console.error(server.output());
      throw error;
    }
    return Object.assign(server, { dataDir });
  };
  // One after the other: the first migrates and seeds the database.
  const a = await start('a', SCALE_PORT);
  const b = await start('b', SCALE_PORT + 1);
  const outbox = createS3OutboxStore(
    {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    undefined,
    env.BETTER_AUTH_SECRET,
  );
  return { databaseUrl, outbox, a, b, stop };
}

/** The subjects of the e-mails the instances wrote to their shared outbox that contain `text`. */
export async function outboxMails(deployment: Deployment, text: string): Promise<string[]> {
  const { outbox } = deployment;
  const texts = await Promise.all((await outbox.names()).map((name) => outbox.read(name)));
  return texts
    .filter((json) => json !== null)
    .map((json) => (JSON.parse(json) as { subject: string }).subject)
    .filter((subject) => subject.includes(text));
}

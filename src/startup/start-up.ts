import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { siteSettings } from '@/db/schema';
import { closeDb, createDatabase } from '@/lib/server/db/client';
import { startEmbeddedPostgres, type RunningCluster } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import { databaseSupervision } from '@/lib/server/db/supervise';
import { parseEnv, type Env } from '@/lib/server/env';
import { getStorage } from '@/lib/server/storage/get-storage';
import { createAccount, hasSuperAdmin } from '@/features/users/accounts';
import { installJobQueue, startJobWorker } from '@/lib/server/jobs/worker';
import {
  applyToCacheHandler,
  shareInvalidations,
  startInvalidationListener,
} from '@/lib/server/invalidation';
import { log } from '@/lib/server/log';
import { appGauges, databaseChecks } from '@/lib/server/probes';
import { recordStartedSettings, registerProbes, type SystemState } from '@/runtime/runtime.mjs';
import { seedDemoContent } from './demo-content/seed';
import { queueMediaCatalogue } from '@/features/media/catalogue';
import { DEMO_SITE_SETTINGS } from './demo-content/settings';
import { jobTasks } from './jobs';

// Everything the app needs before it serves a request: secrets, database (embedded or external),
// migrations, the first super_admin and, on a new database, the demo content.

export class StartUpError extends Error {}

/** Keeps a generated secret in DATA_DIR so sessions survive restarts. */
async function persistentSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

async function assertReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const { hostname, port, pathname } = new URL(url);
    throw new StartUpError(
      `Cannot reach the database at ${hostname}:${port || 5432}${pathname} given by DATABASE_URL: ` +
        `${(error as Error).message || (error as NodeJS.ErrnoException).code}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function bootstrapSuperAdmin(env: Env, db: ReturnType<typeof createDatabase>) {
  if (await hasSuperAdmin(db)) return;
  const email = env.ADMIN_EMAIL ?? 'admin@tribuna.local';
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await createAccount(db, { email, password, userType: 'super_admin' });
  if (env.ADMIN_PASSWORD) {
    log.info('created the first super_admin with the password from ADMIN_PASSWORD');
    return;
  }
  const lines = [
    'First super_admin created. Sign in at /login with:',
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    'This password is shown only now. Change it in /admin/profile, or',
    'reset it with: npm run users -- set-password --email E --password P',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '='.repeat(width + 4);
  // Written as it is, not as a log line: the operator needs the e-mail and password once.
  process.stdout.write(`\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n\n`);
}

// Any number, the same for every instance; not the migrations' own lock (taken inside this one).
const SET_UP_LOCK = 7_274_513;

/**
 * Migrations, the job queue's schema, the first super_admin and, on a new database, the
 * demo content. Instances starting together take turns under one advisory lock (held by its own
 * connection, released when it closes, also if this process dies): the first sets the database
 * up, the others find it done. The demo content and the settings row that marks the site as set
 * up go in one transaction, so a start cut short leaves neither, and the next one seeds it whole.
 */
async function setUpDatabase(env: Env, url: string) {
  const lock = new pg.Client({ connectionString: url, application_name: 'tribuna-start-up' });
  lock.on('error', () => {}); // a database going away is reported by the queries that need it
  await lock.connect();
  const db = createDatabase(url, 2);
  try {
    await lock.query('select pg_advisory_lock($1)', [SET_UP_LOCK]);
    await runMigrations(url);
    await installJobQueue(url);
    await bootstrapSuperAdmin(env, db);
    // The files stored before the media library become its items, once (features/media/catalogue.ts).
    await queueMediaCatalogue(db);
    const [settings] = await db.select({ id: siteSettings.id }).from(siteSettings);
    if (settings) return;
    // A new database: demo content (with its fictitious firm details) goes in once, with the
    // settings row; without it the firm's details start empty. Never written again, so the
    // admin's own details are never overwritten.
    const markSetUp = (writer: Pick<typeof db, 'insert'>) =>
      writer
        .insert(siteSettings)
        .values(env.DEMO_CONTENT ? DEMO_SITE_SETTINGS : { id: 1 })
        .onConflictDoNothing();
    if (env.DEMO_CONTENT) {
      await seedDemoContent(db, getStorage(), markSetUp);
      log.info('demo content added (start with DEMO_CONTENT=false for an empty site)');
    } else {
      await markSetUp(db);
    }
  } finally {
    await db.$client.end();
    await lock.end(); // releases the lock
  }
}

export interface RunningApp {
  env: Env;
  /** The site's address (SITE_URL), for the launcher's first line. */
  siteUrl: string;
  cluster?: RunningCluster;
  /** What the web workers' readiness needs to know (src/system-process.ts reports it). */
  state(): SystemState;
  stop(): Promise<void>;
}

export async function startUp(): Promise<RunningApp> {
  const env = parseEnv();
  await fs.mkdir(env.DATA_DIR, { recursive: true });

  // Read back by the app through the runtime (ADR 0023): the secret Better Auth and the signed links
  // use (the operator's, else one kept in DATA_DIR), and the database started or reached below.
  const authSecret =
    process.env.BETTER_AUTH_SECRET ?? (await persistentSecret(path.join(env.DATA_DIR, 'auth.secret')));
  recordStartedSettings({ authSecret });

  let cluster: RunningCluster | undefined;
  let url: string;
  if (env.DATABASE_URL) {
    await assertReachable(env.DATABASE_URL);
    url = env.DATABASE_URL;
  } else {
    cluster = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, mode: 'own' });
    url = cluster.url;
    log.info({ port: cluster.port, dataDir: env.DATA_DIR }, 'embedded PostgreSQL running');
  }
  recordStartedSettings({ databaseUrl: url });

  try {
    await setUpDatabase(env, url);
  } catch (error) {
    await cluster?.stop().catch(() => {});
    throw error;
  }

  // The instance's job worker (every task, ./jobs.ts): in the system process under a primary
  // (src/system-process.ts, ADR 0025), else in this one. The database stops only after it has.
  const worker = await startJobWorker({
    connectionString: url,
    dataDir: env.DATA_DIR,
    retryDelayMs: env.NOTIFICATION_RETRY_DELAY_MS,
    tasks: jobTasks,
  }).catch(async (error: unknown) => {
    await cluster?.stop().catch(() => {});
    throw error;
  });
  // Admin changes made by other instances reach this one's caches (docs/operations.md).
  const invalidations = await startInvalidationListener({
    connectionString: url,
    apply: applyToCacheHandler,
  }).catch(async (error: unknown) => {
    await worker.stop().catch(() => {});
    await cluster?.stop().catch(() => {});
    throw error;
  });
  shareInvalidations(invalidations);
  // /readyz and /metrics (src/http/operations.mjs) ask the app through these.
  registerProbes({
    readiness: async () => ({
      ...(databaseSupervision.restarting()
        ? { database: 'restarting', migrations: 'unknown' }
        : await databaseChecks(url)),
      worker: worker.running() ? 'ok' : 'stopped',
    }),
    changes: databaseSupervision.changes,
    gauges: appGauges,
  });
  return {
    env,
    siteUrl: env.SITE_URL,
    cluster,
    state: () => ({
      worker: worker.running() ? 'ok' : 'stopped',
      database: databaseSupervision.restarting() ? 'restarting' : 'ok',
      changes: databaseSupervision.changes(),
    }),
    stop: async () => {
      registerProbes(undefined);
      shareInvalidations(undefined);
      await invalidations.stop();
      await worker.stop().catch((error: unknown) => log.error({ err: error }, 'stopping the worker failed'));
      // The pool's idle connections close before the database stops (or each would log its end).
      await closeDb().catch(() => {});
      await cluster?.stop();
    },
  };
}

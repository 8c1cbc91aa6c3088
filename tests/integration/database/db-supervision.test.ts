import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { startSystemPostgres, systemPostgresBin, type SystemCluster } from '../../support/system-postgres';
import { consultation, killApps, type AppRun, startApp, stopApp, submit } from '../helpers/app-runner';
import { query } from '../helpers/query';

// The database as a process: the app keeps serving writes when its PostgreSQL dies or restarts,
// without restarting the app, and its notification worker carries on.

const dirs: string[] = [];
const clusters: SystemCluster[] = [];

afterEach(killApps);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const cluster of clusters) cluster.stop();
});

const appEnv = (extra: Record<string, string>) => ({
  DEMO_CONTENT: 'false',
  SMTP_URL: '', // notifications go to DATA_DIR/outbox
  NOTIFICATION_RETRY_DELAY_MS: '100',
  ...extra,
});

/** Submits fresh consultations until one is acknowledged; returns it and how long that took. */
async function firstAcknowledged(app: AppRun, port: number, withinMs: number) {
  const started = Date.now();
  for (let attempt = 0; Date.now() - started < withinMs; attempt++) {
    const request = consultation(`retry-${attempt}-${Date.now()}`);
    if (await submit(port, request, withinMs)) return { request, elapsed: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no write was acknowledged within ${withinMs} ms; the app said:\n${app.output()}`);
}

/** The request is stored once and its e-mail delivered by the worker (to the outbox). */
async function expectStoredAndNotified(url: string, email: string) {
  await vi.waitFor(
    async () => {
      const rows = await query<{ notification_state: string }>(
        url,
        'select notification_state from consultations where email = $1',
        [email],
      );
      expect(rows.map((row) => row.notification_state)).toEqual(['sent']);
    },
    { timeout: 20_000, interval: 200 },
  );
}

const settingsEmail = (url: string) =>
  query(url, "update site_settings set email = 'contato@firma.test' where id = 1");

describe('embedded PostgreSQL under supervision', () => {
  it('is restarted after its postmaster is killed: writes resume within 10 s, same app process', async () => {
    // Under .test-data, as the other embedded clusters: PostgreSQL (as the postgres user when we are
    // root) cannot enter a 0700 temporary folder.
    const dataDir = path.resolve(process.env.TEST_DATA_DIR || '.test-data', `supervised-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    dirs.push(dataDir);
    const app = startApp(appEnv({ DATABASE_URL: '', DATA_DIR: dataDir }));
    const port = await app.port();
    const { url } = await startEmbeddedPostgres({ dataDir, mode: 'attach' });
    await settingsEmail(url);
    const first = consultation();
    expect(await submit(port, first)).toBe(true);
    // The kill comes once the worker is idle: a job whose completion is being recorded at the very
    // moment PostgreSQL dies stays locked by graphile-worker (see docs/operations.md), which is not
    // what this test is about.
    await expectStoredAndNotified(url, first.email);
    await vi.waitFor(
      async () => expect(await query(url, 'select id from graphile_worker.jobs')).toEqual([]),
      { timeout: 20_000, interval: 200 },
    );

    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const killed = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(killed, 'SIGKILL');

    const { request, elapsed } = await firstAcknowledged(app, port, 10_000);
    expect(elapsed).toBeLessThan(10_000);
    expect(app.child.exitCode).toBeNull();
    expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(killed);
    await expectStoredAndNotified(url, request.email);
    // One JSON log line (src/lib/server/log.ts) names the crash and the dead postmaster.
    expect(app.output()).toMatch(
      /"postmasterPid":\d+[^\n]*"msg":"PostgreSQL stopped unexpectedly; starting it again"/,
    );
    // A deliberate stop is not a crash: PostgreSQL stops with the app and is not started again.
    await stopApp(app);
    expect(app.output().match(/stopped unexpectedly/g)).toHaveLength(1);
    expect(existsSync(pidFile)).toBe(false);
  }, 90_000);
});

describe('external PostgreSQL (DATABASE_URL)', () => {
  it('survives a restart of the database: fails fast while it is down, then works again', async () => {
    const cluster = await startSystemPostgres();
    clusters.push(cluster);
    await query(cluster.url, 'create database tribuna_external');
    const url = cluster.url.replace(/\/postgres$/, '/tribuna_external');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribuna-external-'));
    dirs.push(dataDir);
    const app = startApp(appEnv({ DATABASE_URL: url, DATA_DIR: dataDir }));
    const port = await app.port();
    await settingsEmail(url);
    expect(await submit(port, consultation())).toBe(true);

    const [{ data_directory: pgData }] = (await query<{ data_directory: string }>(
      cluster.url,
      'show data_directory',
    )) as [{ data_directory: string }];
    // Started again by pg_ctl alone, on the same port and addresses as before.
    for (const setting of ['port', 'listen_addresses', 'unix_socket_directories']) {
      const [row] = await query<Record<string, string>>(cluster.url, `show ${setting}`);
      await query(cluster.url, `alter system set ${setting} = '${row![setting]}'`);
    }
    const log = path.join(path.dirname(pgData), 'log');
    const pgCtl = (...args: string[]) => {
      const bin = path.join(systemPostgresBin(), 'pg_ctl');
      const [command, argv] =
        process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
      const result = spawnSync(command, argv, { encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
    };

    // Down: a write fails within seconds (no hang), and the app stays up.
    pgCtl('-D', pgData, '-m', 'fast', '-w', 'stop');
    const started = Date.now();
    expect(await submit(port, consultation(), 20_000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(7_000);

    // Up again: writes work, through the same pool, and the worker delivers.
    pgCtl('-D', pgData, '-l', log, '-w', 'start');
    const { request, elapsed } = await firstAcknowledged(app, port, 10_000);
    expect(elapsed).toBeLessThan(10_000);
    await expectStoredAndNotified(url, request.email);

    // A restart while the app is idle, as a managed database's maintenance does.
    pgCtl('-D', pgData, '-l', log, '-m', 'fast', '-w', 'restart');
    const again = await firstAcknowledged(app, port, 10_000);
    await expectStoredAndNotified(url, again.request.email);
    expect(app.child.exitCode).toBeNull();
  }, 120_000);
});

import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { durabilityConsultation, durabilityReport, fireAndKill } from '../../support/durability';
import { killApps, startApp, stopApp, submit } from '../helpers/app-runner';

// Kill -9 proof at a small size (`npm run bench:durability` does 200 against the production
// server): 30 consultations at once, the app (with its embedded PostgreSQL) killed with SIGKILL once
// 10 are acknowledged, then started again. Every acknowledged request is stored, exactly once.

const dataDir = path.resolve(process.env.TEST_DATA_DIR || '.test-data', `durability-${process.pid}`);
const env = { DATABASE_URL: '', DATA_DIR: dataDir, DEMO_CONTENT: 'false', SMTP_URL: '' };

afterEach(killApps);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('stores every acknowledged consultation exactly once across a kill -9 of the server', async () => {
  rmSync(dataDir, { recursive: true, force: true });
  const first = startApp(env);
  const port = await first.port();

  const run = await fireAndKill({
    total: 30,
    killAfter: 10,
    submit: (tag) => submit(port, durabilityConsultation(tag)),
    kill: () => first.child.kill('SIGKILL'),
  });
  await first.exited;

  const second = startApp(env); // recovers the orphaned PostgreSQL and carries on
  await second.port();
  const { url } = await startEmbeddedPostgres({ dataDir, mode: 'attach' });
  const report = await durabilityReport(url, run);
  expect(report.acknowledged).toBeGreaterThanOrEqual(10);
  expect(report.lost).toEqual([]);
  expect(report.duplicated).toEqual([]);
  expect(report.stored).toBeGreaterThanOrEqual(report.acknowledged);
  expect(report.stored).toBeLessThanOrEqual(report.sent);
  await stopApp(second);
}, 120_000);

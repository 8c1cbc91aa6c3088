import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TIPS } from '@/startup/demo-content/texts';
import { testAdminUrl } from '../../setup/database-per-file';
import { killApps, startApp, stopApp } from '../helpers/app-runner';
import { query } from '../helpers/query';

// Two instances started together on a brand-new database (docs/operations.md): both come up, and
// the migrations, the first super_admin and the demo content happen once, whole.

const name = `race_${randomUUID().replace(/-/g, '')}`;
const url = testAdminUrl.replace(/\/postgres$/, `/${name}`);
const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'tribuna-race-')));

afterAll(async () => {
  killApps();
  await query(testAdminUrl, `drop database if exists ${name} with (force)`);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

it('two instances booting together on a new database both come up, having set it up once', async () => {
  await query(testAdminUrl, `create database ${name}`);
  const env = (dataDir: string) => ({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'true',
    ADMIN_EMAIL: 'socia@tribuna.test',
    ADMIN_PASSWORD: 'senha-da-socia-123',
  });
  const apps = dataDirs.map((dir) => startApp(env(dir)));
  try {
    const ports = await Promise.all(apps.map((app) => app.port()));
    expect(new Set(ports).size).toBe(2);
    const count = async (sql: string) => (await query<{ n: number }>(url, sql))[0]!.n;
    expect(await count('select count(*)::int as n from administrators')).toBe(1);
    expect(await count("select count(*)::int as n from users where email = 'socia@tribuna.test'")).toBe(1);
    expect(await count('select count(*)::int as n from tips')).toBe(TIPS.length);
    expect(await count('select count(*)::int as n from logos')).toBe(1);
    expect(await count('select count(*)::int as n from site_settings')).toBe(1);
    const output = apps.map((app) => app.output()).join('\n');
    expect(output.match(/demo content added/g)).toHaveLength(1);
  } finally {
    await Promise.all(apps.map(stopApp));
  }
}, 180_000);

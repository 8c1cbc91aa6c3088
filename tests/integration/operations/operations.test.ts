import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { killApps, type AppRun, startApp, stopApp } from '../helpers/app-runner';
import { query } from '../helpers/query';

// The site as an operator's machines see it (issue 26), on the app's real start-up in a process of
// its own (helpers/app-process.ts behind the real operations layer): its whole log read back, its
// request ids followed into the job a request queued, its readiness through a killed PostgreSQL.

const dataDir = path.resolve(process.env.TEST_DATA_DIR || '.test-data', `operations-${process.pid}`);
let app: AppRun;
let port: number;
let url: string;

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  app = startApp({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    SMTP_URL: '', // notifications go to DATA_DIR/outbox
    NOTIFICATION_RETRY_DELAY_MS: '100',
    ADMIN_EMAIL: 'dona@firma.test',
    ADMIN_PASSWORD: 'senha-forte-123',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'trace', // every line the app can write
    NODE_ENV: 'production',
  });
  port = await app.port(150_000); // a fresh cluster: initdb and every migration
  ({ url } = await startEmbeddedPostgres({ dataDir, mode: 'attach' }));
  await query(url, "update site_settings set email = 'contato@firma.test' where id = 1");
}, 240_000);
afterAll(async () => {
  if (app) await stopApp(app);
  killApps();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`);

function postJson(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The JSON lines of the app's log (its stdout and stderr), with the one helper line left out. */
function logLines(): Record<string, unknown>[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.trim() && !/^READY \d+$/.test(line))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

const letters = () => Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** Waits until every request the test sent has had its e-mail sent (the jobs ran and logged). */
async function notificationsSent(emails: string[]) {
  await vi.waitFor(
    async () => {
      const rows = await query<{ state: string }>(
        url,
        `select notification_state as state from consultations where email = any($1)
         union all select notification_state from contact_messages where email = any($1)`,
        [emails],
      );
      expect(rows.map((row) => row.state)).toEqual(emails.map(() => 'sent'));
    },
    { timeout: 20_000, interval: 200 },
  );
}

describe('health and readiness', () => {
  it('/healthz answers while the process serves; /readyz names its checks', async () => {
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', worker: 'ok' },
    });
    // Probes are not logged at info: they would drown the log (one every few seconds per balancer).
    const probes = logLines().filter((line) => line.msg === 'probe');
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((line) => line.level === 20)).toBe(true);
  });
});

describe('readiness under a flood of probes', () => {
  it('300 concurrent /readyz all answer 200, on one readiness connection at most, and open no other', async () => {
    // What the database holds while the probes are answered, sampled on one connection of the test's.
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const sample = async () =>
      (
        await watcher.query<{ readiness: number; others: number }>(
          `select count(*) filter (where application_name = 'tribuna-readiness')::int as readiness,
                  count(*) filter (where application_name <> 'tribuna-readiness')::int as others
             from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
        )
      ).rows[0]!;
    try {
      const before = await sample();
      const most = { ...before };
      let flooding = true;
      const sampling = (async () => {
        while (flooding) {
          const now = await sample();
          most.readiness = Math.max(most.readiness, now.readiness);
          most.others = Math.max(most.others, now.others);
        }
      })();
      const statuses = await Promise.all(
        Array.from({ length: 300 }, () => get('/readyz').then((response) => response.status)),
      );
      flooding = false;
      await sampling;
      expect(statuses).toEqual(Array(300).fill(200));
      // One check at a time per process: never more than one readiness connection.
      expect(most.readiness).toBeLessThanOrEqual(1);
      // Nothing else grew either: the app's pool (and the job worker's) kept what they had.
      expect(most.others).toBeLessThanOrEqual(before.others + 1);
    } finally {
      await watcher.end();
    }
  });
});

describe('the log', () => {
  it('never holds what a visitor typed nor an e-mail address, at any level', async () => {
    const tag = letters();
    const contact = {
      name: `Visitante ${tag}nome`,
      email: `${tag}contato@exemplo.test`,
      message: `Mensagem sobre o contrato ${tag}texto, por favor me liguem.`,
      website: '',
    };
    const phoneDigits = `9${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
    const consultation = {
      name: `Cliente ${tag}cliente`,
      company_name: `Empresa ${tag}empresa`,
      email: `${tag}consulta@exemplo.test`,
      phone: `(21) ${phoneDigits.slice(0, 5)}-${phoneDigits.slice(5)}`,
      case_summary: `Preciso de ajuda com uma rescisão ${tag}resumo.`,
      website: '',
    };
    expect((await postJson('/api/contact', contact)).status).toBe(200);
    expect((await postJson('/api/consultation', consultation)).status).toBe(200);
    // A refused one too (its values are in the error path): an invalid e-mail.
    const refused = { ...contact, email: `${tag}recusado@` };
    expect((await postJson('/api/contact', refused)).status).toBe(400);
    await notificationsSent([contact.email, consultation.email]);

    const log = app.output();
    for (const value of [tag, phoneDigits, phoneDigits.slice(0, 5), consultation.phone])
      expect(log).not.toContain(value);
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/); // no e-mail address at all, not even the firm's
    // …yet the work was logged: the requests and the jobs.
    const lines = logLines();
    expect(lines.filter((line) => line.msg === 'request' && line.route === '/api/contact')).toHaveLength(2);
    expect(lines.filter((line) => line.msg === 'job done' && line.task === 'notify_request')).toHaveLength(2);
  });

  it('follows a request by its id, from the response header to its log lines and its job', async () => {
    const given = `proxy-${letters()}`;
    const response = await postJson(
      '/api/contact',
      {
        name: 'Ana',
        email: `${letters()}@exemplo.test`,
        message: 'Olá, gostaria de conversar.',
        website: '',
      },
      // TRUST_PROXY=1: the proxy's id is kept.
      { 'x-request-id': given },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(given);
    await vi.waitFor(
      () => expect(logLines().some((line) => line.reqId === given && line.msg === 'job done')).toBe(true),
      { timeout: 20_000, interval: 200 },
    );
    const mine = logLines().filter((line) => line.reqId === given);
    expect(mine.find((line) => line.msg === 'request')).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/contact',
      status: 200,
      ms: expect.any(Number),
      time: expect.any(Number),
    });
    expect(mine.find((line) => line.msg === 'job done')).toMatchObject({ task: 'notify_request' });

    // Without an id, one is made and echoed.
    const other = await postJson('/', { not: 'a consultation' });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('readiness through a killed PostgreSQL', () => {
  it('/readyz answers 503 within 2 s of the kill, and 200 again once supervision restarted it', async () => {
    expect((await get('/readyz')).status).toBe(200);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const killed = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(killed, 'SIGKILL');
    const started = Date.now();

    let failing: { status: string; checks: Record<string, string> } | undefined;
    while (Date.now() - started < 2_000) {
      const response = await get('/readyz');
      if (response.status === 503) {
        failing = await response.json();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(failing, 'no 503 within 2 s of the kill').toBeDefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failing!.status).toBe('fail');
    expect(failing!.checks.database).not.toBe('ok');
    // Liveness does not depend on the database.
    expect((await get('/healthz')).status).toBe(200);

    await vi.waitFor(async () => expect((await get('/readyz')).status).toBe(200), {
      timeout: 30_000,
      interval: 200,
    });
  });
});

import http from 'node:http';
import net from 'node:net';
import { expect, signIn, test } from '../fixtures';
import { createTip } from '../helpers/content';
import { unique } from '../helpers/database';
import { startServer } from '../public-helpers';

// Alone (fixtures.ts): servers of its own, their workers killed.
test.use({ alone: true });

// `npm start` with two web workers (ADR 0025): both serve, both see an edit, one killed is replaced,
// a rolling restart (SIGHUP) and a stop (SIGTERM) drop no request.

const PORT = Number(process.env.E2E_PORT || 3100) + 98;
const ADMIN = { email: 'socia@tribuna.test', password: 'senha-da-socia-123' };
const METRICS_TOKEN = 'metricas-do-teste-de-workers';

let server: ReturnType<typeof startServer>;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = startServer({
    port: PORT,
    dataDir: `${process.env.TEST_DATA_DIR || '.test-data'}/e2e-web-workers`,
    env: {
      WEB_CONCURRENCY: '2',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CONTENT: 'true',
      METRICS_TOKEN,
      LOG_LEVEL: 'info', // each request's line names the process that answered it
    },
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  body: string;
  /** The process that answered (its log line's pid). */
  pid: number;
}

/** The pid in the server's log line of the request with this id. */
async function answeredBy(reqId: string): Promise<number> {
  let pid = 0;
  await expect
    .poll(() => {
      const line = server
        .output()
        .split('\n')
        .find((text) => text.includes(`"reqId":"${reqId}"`) && text.includes('"msg":"request"'));
      pid = line ? (JSON.parse(line) as { pid: number }).pid : 0;
      return pid;
    })
    .toBeGreaterThan(0);
  return pid;
}

/** A GET over a new connection (a keep-alive one would stay with one worker). */
function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          answeredBy(String(response.headers['x-request-id'])).then(
            (pid) => resolve({ status: response.statusCode!, body, pid }),
            reject,
          );
        });
      })
      .on('error', reject)
      .setTimeout(10_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer to GET ${path} within 10 s`));
      });
  });
}

/** The home page, over `count` new connections. */
const homes = (count: number) => Promise.all(Array.from({ length: count }, () => get('/')));

/** http_requests_total of GET / (2xx), as /metrics answers it for the whole instance. */
async function homeRequestsCounted(): Promise<number> {
  const response = await fetch(`http://localhost:${PORT}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text())
    .split('\n')
    .find((text) => text.startsWith('http_requests_total{method="GET",route="/",status_class="2xx"}'));
  return Number(line?.split(' ')[1] ?? 0);
}

/**
 * Requests over `connections` keep-alive connections until `until` settles: how many were answered
 * 2xx, and every other outcome (a status or a socket error).
 */
async function steadyLoad(connections: number, until: Promise<unknown>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let done = false;
  void until.finally(() => (done = true));
  const outcome = { ok: 0, failures: [] as string[] };
  const one = () =>
    new Promise<void>((resolve) => {
      http
        .get({ host: '127.0.0.1', port: PORT, path: '/', agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode! < 300) outcome.ok++;
            else outcome.failures.push(String(response.statusCode));
            resolve();
          });
        })
        .on('error', (error: NodeJS.ErrnoException) => {
          outcome.failures.push(error.code ?? error.message);
          resolve();
        });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done) await one();
    }),
  );
  agent.destroy();
  return outcome;
}

/**
 * The web workers serving: the processes that answer the home page over new connections (the
 * kernel gives each to a waiting worker, so a few rounds may be needed to meet both).
 */
async function workerPids(check: (answer: Answer) => void = () => {}): Promise<Set<number>> {
  const pids = new Set<number>();
  await expect
    .poll(async () => {
      for (const answer of await homes(8)) {
        check(answer);
        pids.add(answer.pid);
      }
      return pids.size;
    })
    .toBe(2);
  return pids;
}

test('both web workers serve, and an edit made through one is served by both at once', async ({ page }) => {
  expect((await homes(8)).every((answer) => answer.status === 200)).toBe(true);
  await workerPids();

  const title = `Dica dos dois workers ${unique()}`;
  await signIn(page, ADMIN.email, ADMIN.password, server.url);
  await createTip(page, title, server.url);
  const saved = Date.now();
  await expect
    .poll(async () => (await homes(6)).every((answer) => answer.body.includes(title)), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(true);
  expect(Date.now() - saved).toBeLessThan(2_000);
  // Both workers serve it (one that had not seen the edit would answer without it).
  await workerPids((answer) => expect(answer.body).toContain(title));
});

test('a web worker killed with SIGKILL is replaced at once, and the site keeps answering', async () => {
  const pids = await workerPids();
  const counted = await homeRequestsCounted();
  const [victim] = [...pids];
  process.kill(victim!, 'SIGKILL');
  // New connections at once: the kernel gives them to the worker left (ADR 0025).
  const answers = await homes(10);
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(answers.every((answer) => answer.pid !== victim)).toBe(true);
  await expect.poll(server.output).toContain('a web worker ended: starting another');
  // Its successor serves beside the other one.
  const successors = new Set<number>();
  await expect
    .poll(
      async () => {
        for (const answer of await homes(8)) if (!pids.has(answer.pid)) successors.add(answer.pid);
        return successors.size;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  // The instance's counts did not go back with the worker that died.
  expect(await homeRequestsCounted()).toBeGreaterThanOrEqual(counted + 10);
});

test('SIGHUP replaces every web worker under a steady load without a failed request', async () => {
  const before = await workerPids();
  const counted = await homeRequestsCounted();
  const restarted = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(server.pid, 'SIGHUP');
    const replaced = () => server.output().split('every web worker replaced').length - 1;
    const already = replaced();
    await expect.poll(replaced, { timeout: 60_000 }).toBeGreaterThan(already);
    await new Promise((resolve) => setTimeout(resolve, 500));
  })();
  const load = await steadyLoad(8, restarted);
  await restarted;
  expect(load.failures).toEqual([]);
  expect(load.ok).toBeGreaterThan(100);
  const after = await workerPids();
  expect([...after].some((pid) => before.has(pid))).toBe(false);
  expect(await homeRequestsCounted()).toBeGreaterThanOrEqual(counted + load.ok);
});

test('SIGTERM answers a request in flight before the instance stops', async () => {
  // A message whose body is still arriving when the instance is told to stop.
  const body = new URLSearchParams({
    name: 'Ana Lima',
    email: 'ana@example.com',
    message: 'Preciso de ajuda com um contrato de fornecimento.',
  }).toString();
  const socket = net.connect(PORT, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(
    [
      'POST /api/contact HTTP/1.1',
      `Host: localhost:${PORT}`,
      `Origin: http://localhost:${PORT}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const logged = server.output().length;
  process.kill(server.pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  socket.write(body.slice(10));
  await closed;
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  await server.stop();
  // It stopped without an error (no line at level error or fatal).
  expect(server.output().slice(logged)).not.toMatch(/"level":(50|60)/);
});

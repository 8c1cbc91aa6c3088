import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '../fixtures';

// Alone (fixtures.ts): servers of its own, started, built and stopped.
test.use({ alone: true });

// `npm start` as an operator uses it: a second server on its own port and DATA_DIR.
const PORT = Number(process.env.E2E_PORT || 3100) + 99;
const DATA_DIR = `${process.env.TEST_DATA_DIR || '.test-data'}/e2e-start-up`;
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR,
  ADMIN_EMAIL: 'socia@tribuna.test',
  ADMIN_PASSWORD: 'senha-da-socia',
  DEMO_CONTENT: 'false',
  WEB_CONCURRENCY: '1',
};

function start(command = [process.execPath, 'src/http/start.mjs']): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilUp(output: () => string) {
  await expect.poll(output, { timeout: 60_000 }).toContain(`Tribuna is up at http://localhost:${PORT}`);
  const response = await fetch(`http://localhost:${PORT}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Excelência em Advocacia Empresarial');
}

const users = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/users.ts', ...args], {
    env,
    encoding: 'utf8',
  });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

test('npm start serves the site, refuses a second start, and recovers after kill -9', async () => {
  const first = start();
  await waitUntilUp(first.output);

  // The operator command attaches to the running server's database.
  expect(
    users('add', '--email', 'estagiario@tribuna.test', '--password', 'senha123', '--role', 'user').status,
  ).toBe(0);
  expect(users('list').stdout).toContain('socia@tribuna.test\tsuper_admin');

  const second = start();
  expect(await second.exited).not.toBe(0);
  expect(second.output()).toMatch(/Another Tribuna process \(pid \d+\) is already using the database/);

  first.child.kill('SIGKILL');
  await first.exited;

  const third = start();
  try {
    await waitUntilUp(third.output);
    expect(users('list').stdout).toContain('estagiario@tribuna.test\tuser');
  } finally {
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }
  // Stopped cleanly: the command now runs the cluster itself.
  expect(users('list').stdout).toContain('socia@tribuna.test\tsuper_admin');
});

test('kill -9 of `npm start` itself takes the server down with it, and the next start works', async () => {
  const viaNpm = start(['npm', 'start']);
  await waitUntilUp(viaNpm.output);
  viaNpm.child.kill('SIGKILL');
  // The server notices its launcher is gone and stops cleanly, freeing the port and the database.
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${PORT}/`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 20_000 },
    )
    .toBe('down');

  const next = start();
  try {
    await waitUntilUp(next.output);
  } finally {
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }
});

test('an unreachable DATABASE_URL stops the start with a clear message', async () => {
  const child = spawnSync(process.execPath, ['src/http/start.mjs'], {
    env: { ...env, DATABASE_URL: 'postgres://tribuna:x@127.0.0.1:1/tribuna' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(child.status).not.toBe(0);
  // The log's fatal line (JSON on standard output, docs/operations.md) says what and where.
  const fatal = child.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .find((line) => line.level === 60);
  expect(fatal?.msg).toContain('Cannot reach the database at 127.0.0.1:1/tribuna');
});

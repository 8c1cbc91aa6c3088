import { spawn, type ChildProcess } from 'node:child_process';
import { expect, vi } from 'vitest';

// Starts tests/integration/helpers/app-process.ts (the app's real start-up and the consultation
// service behind a tiny HTTP endpoint) as a child process, for tests that kill it or its database.

export interface AppRun {
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
  /** The port, once the app is ready (within `timeoutMs`, 60 s unless given). */
  port(timeoutMs?: number): Promise<number>;
}

const children: ChildProcess[] = [];

/** A TypeScript file of the tests run by Node (tsx) as a child process, its output kept. */
export function spawnTsx(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
}

export function startApp(env: Record<string, string>): AppRun {
  const { child, exited, output } = spawnTsx('tests/integration/helpers/app-process.ts', env);
  return {
    child,
    exited,
    output,
    port: async (timeoutMs = 60_000) => {
      const ready = vi.waitFor(() => expect(output()).toMatch(/READY \d+/), {
        timeout: timeoutMs,
        interval: 50,
      });
      await Promise.race([
        ready,
        exited.then(() => Promise.reject(new Error(`the app exited before it was ready:\n${output()}`))),
      ]);
      return Number(/READY (\d+)/.exec(output())![1]);
    },
  };
}

/** Stops an app cleanly (SIGTERM), so that its embedded PostgreSQL stops with it. */
export async function stopApp(app: AppRun) {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
  await app.exited;
}

/** SIGKILLs every child process still running (for afterEach/afterAll). */
export function killApps() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

let sequence = 0;

/** A valid consultation request, different each time. */
export function consultation(tag = `${Date.now()}-${++sequence}`) {
  return {
    name: `Cliente ${tag}`,
    company_name: '',
    email: `cliente-${tag}@exemplo.test`,
    phone: '(21) 99876-5432',
    case_summary: `Preciso de ajuda com uma rescisão contratual (${tag}).`,
  };
}

/** Posts a consultation to the app process: true when it answered that the request is stored. */
export async function submit(port: number, body: unknown, timeoutMs = 20_000): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await response.text()) === 'ok';
  } catch {
    return false;
  }
}

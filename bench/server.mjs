import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, isBuildCurrent } from '../src/http/build.mjs';

// Starts the production build (built first if needed) on its own port and DATA_DIR, with demo
// content unless told otherwise, for a benchmark; stop() shuts it down cleanly.

export const BENCH_PORT = Number(process.env.BENCH_PORT || 3390);

/**
 * @param {{ demo?: boolean, fresh?: boolean, dataDir?: string, env?: Record<string, string>, nodeArgs?: string[] }} options
 *   demo: demo content (default true); fresh: start from an empty DATA_DIR (default true);
 *   env: more environment for the server (e.g. its caches off); nodeArgs: for its Node process
 *   (e.g. --cpu-prof).
 */
export async function startBenchServer(options = {}) {
  const { demo = true, fresh = true, env = {}, nodeArgs = [] } = options;
  if (!isBuildCurrent()) {
    console.info('[bench] building the production app first…');
    build();
  }
  const dataDir = path.resolve(options.dataDir || process.env.BENCH_DATA_DIR || '.test-data/bench');
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, 'src/http/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(BENCH_PORT),
      DATA_DIR: dataDir,
      DEMO_CONTENT: String(demo),
      ADMIN_EMAIL: 'bench@tribuna.test',
      ADMIN_PASSWORD: 'bench-senha-123',
      // The production default (info: a line per request), unless told otherwise.
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
      ...env,
    },
    // The server's lines go to a file, as a service's go to its journal: a pipe to this process
    // would fill while it waits for wrk (spawnSync).
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const output = () => readFileSync(logFile, 'utf8').slice(-20_000);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://localhost:${BENCH_PORT}`;

  const started = Date.now();
  const up = () =>
    fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await up())) {
    if (child.exitCode !== null || Date.now() - started > 180_000) {
      throw new Error(`the bench server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  const pid = /** @type {number} */ (child.pid); // the instance's primary (SIGHUP: rolling restart)
  if (!demo) return { url, dataDir, pid, postPath: null, stop };
  // The newest post's address, found the way a visitor finds it.
  const blog = await (await fetch(`${url}/blog`)).text();
  const postPath = blog.match(/href="(\/blog\/(?!tag\/|feed)[a-z0-9-]+)"/)?.[1];
  if (!postPath) throw new Error('no post found on /blog');

  return { url, dataDir, pid, postPath, stop };
}

/**
 * Requests each path a few times, and the phone-sized images it shows once, so every cache is warm,
 * as on a site that has visitors.
 */
export async function warmUp(url, paths, times = 3) {
  const images = new Set();
  for (let i = 0; i < times; i++) {
    for (const p of paths) {
      const response = await fetch(`${url}${p}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
      const html = await response.text();
      if (!response.ok) throw new Error(`${p} answered ${response.status}`);
      for (const [, src, width] of html.matchAll(
        /(\/_next\/image\?url=[^"\s]+?&(?:amp;)?w=(\d+)&(?:amp;)?q=\d+)/g,
      )) {
        if (Number(width) <= 1080) images.add(src.replaceAll('&amp;', '&'));
      }
    }
  }
  for (const src of images) {
    const response = await fetch(`${url}${src}`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    await response.arrayBuffer();
  }
}

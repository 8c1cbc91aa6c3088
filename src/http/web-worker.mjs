// @ts-check
import http from 'node:http';
import net from 'node:net';
import next from 'next';
import { logger, stopApp, whenAppStarted } from '../runtime/runtime.mjs';
import { routeConsole } from '../runtime/log.mjs';
import { watchEnhance } from './enhance-bundle.mjs';
import { answerPrimaryForMetrics, createMetrics } from './metrics.mjs';
import { pageCacheEnabled } from './page-cache.mjs';
import { createHandler } from './server.mjs';

// A web worker of the instance (ADR 0025): Next.js behind the HTTP stack (src/http/server.mjs), on
// the port every web worker shares. Next.js's instrumentation hook (src/instrumentation.ts →
// src/startup/serve.ts) asks the primary for the database's address before anything is served.

/** How long a draining worker waits for its requests in flight before closing what is left. */
const DRAIN_LIMIT_MS = 30_000;
/** How long a draining worker keeps an idle keep-alive connection for a request already on its way. */
const IDLE_GRACE_MS = 1_000;

/** @param {{ dev: boolean }} options */
export async function serve({ dev }) {
  const log = logger();
  // Whatever Next.js or a library prints becomes a (scrubbed) line of the same log.
  routeConsole(log);
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME || '0.0.0.0';
  /** @type {((code?: number) => Promise<void>) | undefined} set once the server exists */
  let drainServer;
  /** Told to stop, the primary gone, or a signal: drained once serving, else ended at once. */
  const stop = (code = 0) => (drainServer ? void drainServer(code) : process.exit(code));
  process.on('message', (/** @type {{ type?: string }} */ message) => {
    if (message?.type === 'tribuna:drain') stop();
  });
  // The primary is gone (even killed with SIGKILL): no one is left to replace or stop this worker.
  process.on('disconnect', () => stop());
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.removeAllListeners(signal);
    process.on(signal, () => stop());
  }
  // SIGHUP is the primary's (a rolling restart); a terminal's hang-up reaches it too.
  process.removeAllListeners('SIGHUP');
  process.on('SIGHUP', () => {});

  // The public pages' script (src/http/enhance-bundle.mjs): built with the app, rebuilt on change in development.
  if (dev) await watchEnhance();

  const app = next({ dev, port, hostname, dir: process.cwd() });
  await app.prepare();
  await whenAppStarted();
  // Production: repeated requests for cached public pages are answered from memory, unless
  // PAGE_CACHE=off (validated with the other settings in src/lib/server/env.ts at start-up).
  const pageCache = !dev && pageCacheEnabled();
  if (!dev && !pageCache) log.info('PAGE_CACHE=off: Next.js answers every request itself');
  const metrics = createMetrics();
  answerPrimaryForMetrics(metrics);
  const handle = createHandler(app.getRequestHandler(), { dev, pageCache, operations: { metrics } });
  let draining = false;
  const server = http.createServer((req, res) => {
    // Draining: this answer ends its connection ("Connection: close"), so the client's next request
    // opens a new one, which another worker accepts.
    if (draining) res.shouldKeepAlive = false;
    void handle(req, res);
  });

  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'EADDRINUSE')
      log.fatal(`port ${port} is already in use: stop what is using it or set PORT`);
    else log.fatal({ err: error }, 'the server could not listen');
    stop(1);
  });
  server.listen(port, hostname);

  /**
   * Stops accepting, answers the requests in flight (a keep-alive connection is closed once its
   * answer is sent), hands the primary its last figures, then stops the app's pool and listener.
   * An idle keep-alive connection is closed only after IDLE_GRACE_MS: closed at once, a request the
   * client was sending on it at that moment would fail (http.Server#close closes them at once, so
   * the listening socket is closed as a net.Server's).
   * @param {number} [code]
   */
  async function drain(code = 0) {
    if (draining) return;
    draining = true;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    let idle;
    await new Promise((resolve) => {
      const grace = setTimeout(
        () => (idle = setInterval(() => server.closeIdleConnections(), 100)),
        IDLE_GRACE_MS,
      );
      const limit = setTimeout(() => server.closeAllConnections(), DRAIN_LIMIT_MS);
      net.Server.prototype.close.call(server, () => {
        clearTimeout(grace);
        clearInterval(idle);
        clearTimeout(limit);
        resolve(undefined);
      });
    });
    try {
      if (process.connected) process.send?.({ type: 'tribuna:final-metrics', value: await metrics.json() });
      await stopApp();
    } finally {
      process.exit(code);
    }
  }
  drainServer = drain;
}

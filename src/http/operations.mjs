// @ts-check
import { logger, runInRequest } from '../runtime/runtime.mjs';
import { createMetrics, hasMetricsToken, readiness } from './metrics.mjs';
import { requestIdOf, trustedProxies } from './request-id.mjs';
import { createRouteMatcher } from './routes.mjs';

// The outermost layer (docs/operations.md): the request id, the request's log line and metrics, and
// the three endpoints for the machines that watch the site, answered before anything else (never
// cached, counted as a visit, rate-limited or logged at info):
//   /healthz  the process serves (no database call)
//   /readyz   the database answers within 1 s, migrations are at the latest, the job worker runs
//   /metrics  Prometheus's text, with `Authorization: Bearer $METRICS_TOKEN` (unset: 404)

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => unknown} Handler */

const NO_STORE = { 'content-type': 'application/json', 'cache-control': 'no-store' };

/**
 * @param {Response} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.writeHead(status, NO_STORE);
  res.end(JSON.stringify(body));
}

/**
 * @param {Handler} handle the rest of the stack
 * @param {{ env?: Record<string, string | undefined>, routeOf?: (url: string, status: number) => string, metrics?: ReturnType<typeof createMetrics> }} [options]
 * @returns {Handler}
 */
export function withOperations(
  handle,
  { env = process.env, routeOf = createRouteMatcher(), metrics = createMetrics() } = {},
) {
  const trustProxy = trustedProxies(env);
  const token = env.METRICS_TOKEN || '';
  const log = logger();

  /** @type {Record<string, (req: Request, res: Response) => Promise<unknown> | unknown>} */
  const endpoints = {
    '/healthz': (_req, res) => json(res, 200, { status: 'ok' }),
    '/readyz': async (_req, res) => {
      const checks = await readiness();
      const ok = Object.values(checks).every((result) => result === 'ok');
      json(res, ok ? 200 : 503, { status: ok ? 'ok' : 'fail', checks });
    },
    '/metrics': async (req, res) => {
      if (!hasMetricsToken(req.headers.authorization, token)) {
        res.writeHead(401, {
          'content-type': 'text/plain',
          'www-authenticate': 'Bearer',
          'cache-control': 'no-store',
        });
        return res.end('Unauthorized\n');
      }
      const { contentType, body } = await metrics.text();
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(body);
    },
  };
  // Without a token there is no /metrics: the site answers it as any unknown path (404).
  if (!token) delete endpoints['/metrics'];

  return function operations(/** @type {Request} */ req, /** @type {Response} */ res) {
    const started = performance.now();
    const reqId = requestIdOf(req, trustProxy);
    res.setHeader('X-Request-Id', reqId);
    const url = req.url ?? '/';
    const end = url.search(/[?#]/);
    const endpoint =
      (req.method === 'GET' || req.method === 'HEAD') && endpoints[end === -1 ? url : url.slice(0, end)];
    if (endpoint) {
      res.once('finish', () =>
        log.debug(
          {
            reqId,
            method: req.method,
            route: url.split('?')[0],
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
          },
          'probe',
        ),
      );
      return Promise.resolve(endpoint(req, res)).catch((/** @type {unknown} */ error) => {
        log.error({ err: error, reqId }, 'answering a probe failed');
        if (!res.headersSent) json(res, 500, { status: 'fail' });
      });
    }
    res.once('close', () => {
      const ms = performance.now() - started;
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      const route = routeOf(url, status);
      metrics.observe(req.method ?? 'GET', route, status, ms / 1000);
      log.info({ reqId, method: req.method, route, status, ms: Math.round(ms) }, 'request');
    });
    return runInRequest({ reqId }, () => handle(req, res));
  };
}

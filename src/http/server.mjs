// @ts-check
import { withCompression } from './compression.mjs';
import { enhanceFiles } from './enhance-bundle.mjs';
import { withOperations } from './operations.mjs';
import { withPageCache } from './page-cache.mjs';
import { withSecurityHeaders } from './security-headers.mjs';

// The HTTP stack in front of Next.js, outermost first:
//   operations        request id, log line and metrics; /healthz, /readyz, /metrics (docs/operations.md)
//   page cache        answers repeated anonymous GETs of public pages from memory (ADR 0004)
//   compression       compresses every compressible response once (src/http/compression.mjs)
//   security headers  CSP, nosniff…; public pages lose Next.js's runtime (ADR 0007, 0008)
//   the site's script under /_enhance/, else Next.js

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => unknown} Handler */

/**
 * The client's address for per-address limits is the socket's (src/lib/server/client-address.ts
 * reads this private header, same name there): whatever a client sent under that name is replaced.
 */
export const SOCKET_ADDRESS_HEADER = 'x-tribuna-socket-address';

/**
 * @param {Handler} next Next.js's request handler
 * @param {{ dev?: boolean, pageCache?: boolean, env?: Record<string, string | undefined>, operations?: Parameters<typeof withOperations>[1] }} options
 * @returns {Handler}
 */
export function createHandler(next, { dev = false, pageCache = !dev, env = process.env, operations } = {}) {
  const serveEnhance = enhanceFiles({ dev });
  const toNext = (/** @type {Request} */ req, /** @type {Response} */ res) => {
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    return next(req, res);
  };
  const app = withCompression(
    withSecurityHeaders((req, res) => serveEnhance(req, res) || toNext(req, res), { dev, env }),
  );
  return withOperations(pageCache ? withPageCache(app) : app, { env, ...operations });
}

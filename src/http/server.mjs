// @ts-check
import { registerPageRenderer } from '../runtime/runtime.mjs';
import { compressionStep } from './compression.mjs';
import { enhanceFiles } from './enhance-bundle.mjs';
import { withOperations } from './operations.mjs';
import { pageCacheStep } from './page-cache.mjs';
import { createPipeline } from './pipeline.mjs';
import { securityHeadersStep } from './security-headers.mjs';

// The HTTP stack in front of Next.js:
//   operations        request id, log line and metrics; /healthz, /readyz, /metrics (docs/operations.md)
//   the pipeline      Next.js's answer captured once and passed through its steps, in order
//                     (src/http/pipeline.mjs):
//     page cache        answers repeated anonymous GETs of public pages from memory, keeps them (ADR 0004)
//     security headers  CSP, nosniff…; public pages lose Next.js's runtime (ADR 0007, 0008)
//     compression       compresses every compressible response once (src/http/compression.mjs)
//   the site's script under /_enhance/, else Next.js
// The pipeline also renders a page in this process, without HTTP: registered in the runtime
// (renderPage) for the page answering a form posted without JavaScript (src/lib/server/form-page.ts).

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
  const pipeline = createPipeline(
    (req, res) => serveEnhance(req, res) || toNext(req, res),
    [...(pageCache ? [pageCacheStep()] : []), securityHeadersStep({ dev, env }), compressionStep()],
  );
  registerPageRenderer(pipeline.render);
  return withOperations(pipeline.handle, { env, ...operations });
}

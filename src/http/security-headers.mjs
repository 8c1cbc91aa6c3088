// @ts-check
import { logger } from '../runtime/runtime.mjs';
import crypto from 'node:crypto';
import { enhanceEntry } from './enhance-bundle.mjs';
import { NONCE_REQUEST_HEADER, RESPONSE_CACHE_HEADER, isShareable } from '../runtime/next-seams.mjs';
import { isPublicPage, toPublicPage } from './public-pages.mjs';
import { applyHead, callbackOf, toBuffer } from './response.mjs';

// Security headers on every response of the server (src/http/server.mjs): Next.js's pages, its
// assets, /media, the API, and (stored with the page) the page cache's answers.
// The Content-Security-Policy limits scripts to the site's own files plus, for inline scripts:
// - a nonce per request, which Next.js reads from the request's Content-Security-Policy header and
//   puts on every script it renders (dynamic pages: admin, sign-in);
// - for pages that may be served to someone else (public pages, which keep no inline script but
//   their data blocks, and any page every visitor shares), the sha256 of each inline script of the
//   very HTML sent, never a nonce: such a page may have been rendered for another request. The page
//   cache stores the header with the page.
// Public pages lose Next.js's browser runtime here too (src/http/public-pages.mjs), before hashing.
// Why styles keep 'unsafe-inline', and the rest of the choices: docs/decisions/0007-content-security-policy.md.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

export const CSP_HEADER = 'content-security-policy';

/** Features the site never uses: turned off for it and for anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The policy, with the given script sources (nonce or hashes) besides 'self'.
 * @param {{ scriptSources: string[], imageOrigins?: string[], dev?: boolean }} options
 */
export function contentSecurityPolicy({ scriptSources, imageOrigins = [], dev = false }) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    // Development only: React's dev build evaluates code for its call stacks.
    'script-src': ["'self'", ...scriptSources, ...(dev ? ["'unsafe-eval'"] : [])],
    // React style attributes (next/image, transitions) and the inlined stylesheet: see ADR 0007.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    // blob: the image fields' previews of a picked file (object URLs this page made).
    'connect-src': ["'self'", 'blob:', ...(dev ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers every response carries besides the policy. HSTS only when the public address is https
 * (a browser ignores it over http, and it would pin a local http site to https).
 * @param {Record<string, string | undefined>} env
 */
export function fixedSecurityHeaders(env = process.env) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
  if ((env.SITE_URL ?? '').startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/**
 * Where images may come from besides the site: the bucket's public address (S3_PUBLIC_URL).
 * @param {Record<string, string | undefined>} env
 */
export function imageOrigins(env = process.env) {
  const url = env.S3_PUBLIC_URL;
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP sources ('sha256-…') of the inline scripts a browser would run in this HTML: scripts
 * without `src` whose type is JavaScript (data blocks such as JSON-LD are never run).
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const isHtml = (/** @type {Response} */ res) => /^text\/html\b/i.test(String(res.getHeader('content-type')));

/** Pages whose HTML is read whole before it is sent: all but the back office's, which stream. */
const mayBeHeld = (/** @type {Request} */ req) => !/^\/admin(?:[/?]|$)/.test(req.url ?? '');

/**
 * Holds a page's response until its end, then:
 * - a public page (src/http/public-pages.mjs) loses Next.js's browser runtime for the site's script,
 *   and its policy lists its inline scripts' hashes (it has none left): never a nonce;
 * - any other page every visitor may be given, or that Next.js keeps in its own response cache (an
 *   unknown post's 404, which keeps React), gets the hashes policy too;
 * so the page works whoever it is served to later. Every other response passes through untouched
 * (decided when its headers would be sent). Next.js does not compress (next.config.ts), so the
 * HTML is read as it is; a page that arrives encoded is left alone.
 * @param {Request} req
 * @param {Response} res
 * @param {{ policyFor: (sources: string[]) => string, entry: () => string }} page
 */
function holdPage(req, res, { policyFor, entry }) {
  const target = /** @type {any} */ (res);
  const original = {
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    write: res.write,
    end: res.end,
  };
  /** @type {boolean | undefined} */
  let holding;
  let releasing = false;
  /** @type {Buffer[]} */
  const chunks = [];
  const hold = () => (holding ??= isHtml(res) && !res.hasHeader('content-encoding'));
  const passing = () => releasing || !hold();

  target.writeHead = (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) => {
    if (releasing || holding === false)
      return original.writeHead.apply(res, /** @type {any} */ ([statusCode, ...rest]));
    // Apply what writeHead was given, so the decision sees the final status and headers.
    applyHead(res, statusCode, rest);
    if (hold()) return res;
    return original.writeHead.call(res, res.statusCode);
  };
  target.flushHeaders = () => {
    if (passing()) original.flushHeaders.call(res);
  };
  target.write = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ encoding,
    /** @type {unknown} */ callback,
  ) => {
    if (passing()) return original.write.apply(res, /** @type {any} */ ([chunk, encoding, callback]));
    const data = toBuffer(chunk, encoding);
    if (data) chunks.push(data);
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  };
  target.end = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ encoding,
    /** @type {unknown} */ callback,
  ) => {
    if (passing()) return original.end.apply(res, /** @type {any} */ ([chunk, encoding, callback]));
    const data = toBuffer(chunk, encoding);
    if (data) chunks.push(data);
    let body = Buffer.concat(chunks);
    try {
      let html = body.toString('utf8');
      // Served to other requests than this one: by the page cache, or from Next.js's own cache.
      let hashed = isShareable(res.statusCode, res.getHeaders()) || res.hasHeader(RESPONSE_CACHE_HEADER);
      if (isPublicPage(req.url ?? '', res.statusCode)) {
        const page = toPublicPage(html, entry());
        html = page.html;
        body = Buffer.from(html, 'utf8');
        if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.length);
        hashed ||= !page.keptReact;
      }
      if (hashed) res.setHeader(CSP_HEADER, policyFor(inlineScriptHashes(html)));
    } catch (error) {
      logger().error({ err: error }, 'the security headers layer could not prepare a page');
    }
    releasing = true;
    return original.end.call(res, body, /** @type {any} */ (callbackOf(chunk, encoding, callback)));
  };
}

/**
 * Wraps the request handler (inside the compression layer and the page cache, so a stored page keeps
 * its headers).
 * @param {(req: Request, res: Response) => unknown} handle
 * @param {{ env?: Record<string, string | undefined>, dev?: boolean, entry?: () => string }} [options]
 *   entry: the public pages' script address (src/http/enhance-bundle.mjs)
 */
export function withSecurityHeaders(handle, { env = process.env, dev = false, entry = enhanceEntry } = {}) {
  const fixed = Object.entries(fixedSecurityHeaders(env));
  const images = imageOrigins(env);
  const policyFor = (/** @type {string[]} */ scriptSources) =>
    contentSecurityPolicy({ scriptSources, imageOrigins: images, dev });

  return function securityHeaders(/** @type {Request} */ req, /** @type {Response} */ res) {
    const nonce = crypto.randomBytes(16).toString('base64');
    const policy = policyFor([`'nonce-${nonce}'`]);
    // Next.js takes the nonce for the scripts it renders from here; a client's own value is replaced.
    req.headers[NONCE_REQUEST_HEADER] = policy;
    delete req.headers['content-security-policy-report-only'];
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader(CSP_HEADER, policy);
    if (req.method === 'GET' && mayBeHeld(req)) holdPage(req, res, { policyFor, entry });
    return handle(req, res);
  };
}

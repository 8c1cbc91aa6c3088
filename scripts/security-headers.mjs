import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { enhanceEntry } from './enhance.mjs';
import { decode, isShareable } from './page-cache.mjs';
import { isStaticPage, toStaticPage } from './static-pages.mjs';

// Security headers on every response of the server started by scripts/start.mjs: Next.js's pages,
// its assets, /media, the API, and (stored with the page) the page cache's answers.
// The Content-Security-Policy limits scripts to the site's own files plus, for inline scripts:
// - a nonce per request, which Next.js reads from the request's Content-Security-Policy header and
//   puts on every script it renders (dynamic pages: admin, sign-in, not-found…);
// - for pages every visitor shares (ISR pages, kept by Next.js and by the page cache), the sha256
//   of each inline script of the very HTML sent: such a page may have been rendered for another
//   request, so its nonces are not this request's. The page cache stores the header with the page.
// Why styles keep 'unsafe-inline', and the rest of the choices: docs/decisions/0007-content-security-policy.md.

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

/**
 * A page that may be served to someone else than the request it was rendered for: one every visitor
 * may be given (the page cache keeps those), or one Next.js rendered into or served from its own
 * response cache (`x-nextjs-cache`: not-found pages, for one, are kept there but marked no-store).
 */
const isSharedPage = (res) =>
  isShareable(res.statusCode, res.getHeaders()) || res.hasHeader('x-nextjs-cache');

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type')));

/** Pages whose HTML is read whole before it is sent: all but the back office's, which stream. */
const mayBeHeld = (req) => !/^\/admin(?:[/?]|$)/.test(req.url ?? '');

/** The body in the encoding it had (Next.js compresses its answers). */
function encode(body, encoding) {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  if (encoding === 'deflate') return zlib.deflateSync(body);
  if (encoding === 'br') return zlib.brotliCompressSync(body);
  return body;
}

/**
 * Holds a page's response until its end, then:
 * - a public page (scripts/static-pages.mjs) loses Next.js's browser runtime for the site's script;
 * - a shared page's nonce policy is replaced with one listing its inline scripts' hashes, so the page
 *   works whoever it is served to later.
 * Every other response passes through untouched (decided when its headers would be sent).
 * @param {import('node:http').ServerResponse} res
 * @param {{ policyFor: (hashes: string[]) => string, entry: () => string }} page
 */
function holdPage(res, { policyFor, entry }) {
  const original = {
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    write: res.write,
    end: res.end,
  };
  /** @type {boolean | undefined} */
  let holding;
  let releasing = false;
  const chunks = [];
  const hold = () => (holding ??= isHtml(res));
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') {
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    }
  };
  const callbackOf = (...args) => args.find((arg) => typeof arg === 'function');

  res.writeHead = function (statusCode, ...rest) {
    if (releasing || holding === false) return original.writeHead.call(this, statusCode, ...rest);
    // Apply what writeHead was given, so the decision sees the final status and headers.
    this.statusCode = statusCode;
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined;
    if (message) this.statusMessage = message;
    const headers = rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value);
    }
    if (hold()) return this;
    return original.writeHead.call(this, this.statusCode);
  };
  res.flushHeaders = function () {
    if (releasing || !hold()) return original.flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, callback) {
    if (releasing || !hold()) return original.write.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (releasing || !hold()) return original.end.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    let body = Buffer.concat(chunks);
    try {
      const contentEncoding = this.getHeader('content-encoding');
      let html = decode(body, contentEncoding).toString('utf8');
      if (isStaticPage(html)) {
        html = toStaticPage(html, entry());
        body = encode(Buffer.from(html, 'utf8'), contentEncoding);
        if (this.hasHeader('content-length')) this.setHeader('Content-Length', body.length);
      }
      if (isSharedPage(this)) this.setHeader(CSP_HEADER, policyFor(inlineScriptHashes(html)));
    } catch (error) {
      console.error('[security-headers] could not prepare a page:', error);
    }
    releasing = true;
    return original.end.call(this, body, callbackOf(encoding, callback));
  };
}

/**
 * Wraps the request handler (inside the page cache, so a stored page keeps its headers).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ env?: Record<string, string | undefined>, dev?: boolean, entry?: () => string }} [options]
 *   entry: the public pages' script address (scripts/enhance.mjs)
 */
export function withSecurityHeaders(handle, { env = process.env, dev = false, entry = enhanceEntry } = {}) {
  const fixed = Object.entries(fixedSecurityHeaders(env));
  const images = imageOrigins(env);
  const policyFor = (scriptSources) => contentSecurityPolicy({ scriptSources, imageOrigins: images, dev });

  return function securityHeaders(req, res) {
    const nonce = crypto.randomBytes(16).toString('base64');
    const policy = policyFor([`'nonce-${nonce}'`]);
    // Next.js takes the nonce for the scripts it renders from here; a client's own value is replaced.
    req.headers[CSP_HEADER] = policy;
    delete req.headers['content-security-policy-report-only'];
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader(CSP_HEADER, policy);
    if (req.method === 'GET' && mayBeHeld(req)) holdPage(res, { policyFor, entry });
    return handle(req, res);
  };
}

// @ts-check
import crypto from 'node:crypto';
import { enhanceEntry } from './enhance-bundle.mjs';
import { NONCE_REQUEST_HEADER, RESPONSE_CACHE_HEADER, isShareable } from '../runtime/next-seams.mjs';
import { declaresNotFound, isPublicPage, NOT_FOUND_STATUS, toPublicPage } from './public-pages.mjs';

// Security headers on every response of the server, a step of the HTTP pipeline (src/http/server.mjs,
// src/http/pipeline.mjs): Next.js's pages, its assets, /media, the API, and (stored with the page) the
// page cache's answers.
// The Content-Security-Policy limits scripts to the site's own files plus, for inline scripts:
// - a nonce per request, which Next.js reads from the request's Content-Security-Policy header and
//   puts on every script it renders (dynamic pages: admin, sign-in);
// - for pages that may be served to someone else (public pages, which keep no inline script but
//   their data blocks, and any page every visitor shares), the sha256 of each inline script of the
//   very HTML sent, never a nonce: such a page may have been rendered for another request. The page
//   cache stores the header with the page.
// Public pages lose Next.js's browser runtime here too (src/http/public-pages.mjs), before hashing;
// a page that says it is a 404 (the English site's unknown addresses) gets that status here.
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

/** Pages whose HTML is read whole before it is sent: all but the back office's, which stream. */
const mayBeHeld = (/** @type {Request} */ req) => !/^\/admin(?:[/?]|$)/.test(req.url ?? '');

/**
 * Whether a response is a page to hold until its end: a GET of an HTML page (but the back
 * office's), not already encoded. Next.js does not compress (next.config.ts), so the HTML is read as
 * it is; a page that arrives encoded is left alone.
 * @param {Request} req
 * @param {Response} res
 */
const isHeldPage = (req, res) =>
  req.method === 'GET' &&
  mayBeHeld(req) &&
  /^text\/html\b/i.test(String(res.getHeader('content-type'))) &&
  !res.hasHeader('content-encoding');

/**
 * The public-page contract and the security headers, one step of the pipeline (after the page
 * cache's request hook, so a stored page keeps the headers it was stored with):
 * - on the request: a fresh nonce in the policy Next.js reads it from, the fixed headers and that
 *   policy on the response;
 * - a page held whole (isHeldPage): a public page (src/http/public-pages.mjs) loses Next.js's browser
 *   runtime for the site's script, and its policy lists its inline scripts' hashes (it has none
 *   left): never a nonce; any other page every visitor may be given, or that Next.js keeps in its
 *   own response cache (an unknown post's 404, which keeps React), gets the hashes policy too; so the
 *   page works whoever it is served to later. Every other response passes through untouched.
 * @param {{ env?: Record<string, string | undefined>, dev?: boolean, entry?: () => string }} [options]
 *   entry: the public pages' script address (src/http/enhance-bundle.mjs)
 * @returns {import('./pipeline.mjs').Step}
 */
export function securityHeadersStep({ env = process.env, dev = false, entry = enhanceEntry } = {}) {
  const fixed = Object.entries(fixedSecurityHeaders(env));
  const images = imageOrigins(env);
  const policyFor = (/** @type {string[]} */ scriptSources) =>
    contentSecurityPolicy({ scriptSources, imageOrigins: images, dev });

  return {
    name: 'security headers',
    request({ req, res }) {
      const nonce = crypto.randomBytes(16).toString('base64');
      const policy = policyFor([`'nonce-${nonce}'`]);
      // Next.js takes the nonce for the scripts it renders from here; a client's own value is replaced.
      req.headers[NONCE_REQUEST_HEADER] = policy;
      delete req.headers['content-security-policy-report-only'];
      for (const [name, value] of fixed) res.setHeader(name, value);
      res.setHeader(CSP_HEADER, policy);
    },
    holds: ({ req, res }) => isHeldPage(req, res),
    whole(answer) {
      const { req, res } = answer;
      if (!answer.body || !isHeldPage(req, res)) return;
      let html = answer.body.toString('utf8');
      // A page that says it is a 404 (the English site's unknown addresses) answers as one.
      if (res.statusCode === 200 && declaresNotFound(html)) res.statusCode = NOT_FOUND_STATUS;
      // Served to other requests than this one: by the page cache, or from Next.js's own cache.
      let hashed = isShareable(res.statusCode, res.getHeaders()) || res.hasHeader(RESPONSE_CACHE_HEADER);
      if (isPublicPage(req.url ?? '', res.statusCode)) {
        const page = toPublicPage(html, entry(), req.url ?? '/', res.statusCode);
        html = page.html;
        answer.body = Buffer.from(html, 'utf8');
        if (res.hasHeader('content-length')) res.setHeader('Content-Length', answer.body.length);
        hashed ||= !page.keptReact;
      }
      if (hashed) res.setHeader(CSP_HEADER, policyFor(inlineScriptHashes(html)));
    },
  };
}

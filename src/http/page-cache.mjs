// @ts-check
import { cacheGeneration, countEvent, logger } from '../runtime/runtime.mjs';
import { compressKept, pickEncoding } from './compression.mjs';
import {
  NEXT_ASSET_PREFIX,
  ROUTER_QUERY_PARAMETER,
  ROUTER_REQUEST_HEADERS,
  isShareable,
} from '../runtime/next-seams.mjs';

// A small in-memory cache in front of Next.js for the public pages it already serves from its own
// cache (ISR). Next.js spends milliseconds per cached page (routing, rendering headers); this answers
// repeated requests with the stored bytes, already compressed, instead.
// See docs/decisions/0004-public-pages-cached-in-memory.md (and its checklist for Next.js upgrades);
// tests/integration/http/page-cache.test.ts is the contract. PAGE_CACHE=off runs without it.
//
// A step of the HTTP pipeline (src/http/pipeline.mjs), the first: its request hook answers hits
// before anything else runs. Only anonymous plain GET requests for pages are considered, and only
// responses Next.js marked as shared cacheable (next-seams.mjs isShareable) are kept: the bytes the
// pipeline sent (compressed by the compression step), plus the page uncompressed to make another
// encoding from, once, when a client first asks for it. Any cache invalidation (the runtime's generation)
// empties it at once; entries also expire after TTL_MS so Next.js's own time-based refresh happens.
// An expired entry is still served, for STALE_MS at most, while the page is rendered again in this
// process (the pipeline's render, no HTTP) once the visitor's own page load is over
// (REFRESH_DELAY_MS): a visit after a quiet minute never waits for a render, nor do its images wait
// behind one.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./compression.mjs').Encoding} Encoding */
/** The bytes for one encoding and the headers that go with them, ready for res.writeHead. */
/** @typedef {{ body: Buffer, head: (string | number)[] }} Variant */
/**
 * @typedef {object} Entry
 * @property {number} status
 * @property {[string, string | number | string[]][]} headers
 * @property {Buffer} identity
 * @property {boolean} compressible
 * @property {Partial<Record<Encoding | 'identity', Variant>>} variants
 * @property {number} generation
 * @property {number} expires
 * @property {number} [refreshingSince]
 */

export const TTL_MS = 10_000;
/** How long past TTL_MS an entry is still served while it is refreshed; then Next.js answers. */
export const STALE_MS = 5 * 60_000;
/** The background refresh waits for the visit's own requests (its images, the script) to be answered. */
export const REFRESH_DELAY_MS = 2_000;
export const HIT_HEADER = 'x-page-cache';
/** Marks the page cache's own refresh (a request made in this process): it renders and is stored. */
const REFRESH = Symbol('page cache refresh');
const MAX_ENTRIES = 500;
/**
 * Headers of the stored response that belong to its one request, never stored: computed again for
 * each answer (the outer layers set X-Request-Id and Node the Date on every response, a hit's
 * included), or never to be given to anyone else (a cookie: such a page is not kept at all).
 */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-request-id',
  'set-cookie',
]);
/** Headers that may carry the request's script nonce (src/http/security-headers.mjs). */
const POLICY_HEADERS = new Set(['content-security-policy', 'content-security-policy-report-only']);
const NONCE_SOURCE = /\s*'nonce-[^']*'/g;

/**
 * The headers kept with a page: none of its request's own (PER_RESPONSE), and a policy without the
 * request's nonce (a nonce given to every visitor is no nonce; a kept HTML page's policy lists its
 * scripts' hashes instead, security-headers.mjs, so only other answers, e.g. XML, lose one).
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @returns {Entry['headers']}
 */
export function storedHeaders(headers) {
  /** @type {Entry['headers']} */
  const kept = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    kept.push([
      name,
      POLICY_HEADERS.has(name)
        ? (Array.isArray(value) ? value : [value])
            .map((policy) => String(policy).replace(NONCE_SOURCE, ''))
            .join(', ')
        : value,
    ]);
  }
  return kept;
}

/**
 * Requests with these headers want router data (client navigation, prefetch, actions) or part of
 * the page, not the whole page; a signed-in request (any cookie or credentials) is not anonymous.
 */
export const PASS_THROUGH_HEADERS = [...ROUTER_REQUEST_HEADERS, 'range', 'cookie', 'authorization'];
/** Paths that are never pages: Next.js's assets, the site's script, uploads, API routes. */
const NOT_PAGES = [NEXT_ASSET_PREFIX, '/_enhance/', '/media/', '/api/'];

const PASS_THROUGH = new Set(PASS_THROUGH_HEADERS);

/**
 * The Accept-Encoding of a request the page cache may answer (or keep the answer to), or null for
 * one Next.js must answer. Read from the raw headers: on a hit, building req.headers would cost more
 * than the rest of the answer.
 * @param {Request} req
 * @returns {string | null}
 */
export function pageRequestEncoding(req) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  if (NOT_PAGES.some((prefix) => url.startsWith(prefix)) || url.includes(ROUTER_QUERY_PARAMETER)) return null;
  const raw = req.rawHeaders;
  let acceptEncoding = '';
  for (let i = 0; i < raw.length; i += 2) {
    const name = /** @type {string} */ (raw[i]).toLowerCase();
    if (PASS_THROUGH.has(name)) return null;
    if (name === 'accept-encoding') acceptEncoding += `${acceptEncoding ? ',' : ''}${raw[i + 1]}`;
  }
  return acceptEncoding;
}

/**
 * PAGE_CACHE=off turns the page cache off (Next.js then answers every request itself).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheEnabled(env = process.env) {
  return env.PAGE_CACHE !== 'off';
}

/**
 * The stored answer in one encoding, with its headers in res.writeHead's flat form.
 * @param {Entry} entry
 * @param {Buffer} body
 * @param {Encoding | null} encoding
 * @returns {Variant}
 */
function variant(entry, body, encoding) {
  const head = entry.headers.flat();
  if (encoding) head.push('Content-Encoding', encoding);
  // Says the answer came from here (checked by tests/e2e/http/page-cache.spec.ts against the real server).
  head.push('Content-Length', body.length, HIT_HEADER, 'hit');
  return { body, head: /** @type {(string | number)[]} */ (head) };
}

/**
 * The stored answer, in the encoding the client accepts.
 * @param {string} acceptEncoding
 * @param {Entry} entry
 * @param {'hit' | 'stale'} result said in HIT_HEADER (a stale answer is being refreshed)
 * @returns {Variant}
 */
function stored(acceptEncoding, entry, result) {
  const encoding = entry.compressible ? pickEncoding(acceptEncoding) : null;
  const key = encoding ?? 'identity';
  // Another encoding than the first visitor's is made once, when a client first asks for it.
  const chosen = (entry.variants[key] ??= variant(
    entry,
    encoding ? compressKept(entry.identity, encoding) : entry.identity,
    encoding,
  ));
  const head = result === 'hit' ? chosen.head : [...chosen.head.slice(0, -1), result];
  return { head, body: chosen.body };
}

/**
 * Whether the request is this process's own background refresh (read only for an expired entry).
 * @param {Request} req
 */
const isRefresh = (req) => /** @type {any} */ (req)[REFRESH] === true;

/**
 * Renders the page again, after REFRESH_DELAY_MS, in this process, as an anonymous visitor with the
 * same Host and Accept-Encoding: the miss path then stores the answer. A failed refresh is tried
 * again by a later visit (after TTL_MS), and past STALE_MS visitors reach Next.js themselves.
 * @param {Request} req
 * @param {string} acceptEncoding
 * @param {import('./pipeline.mjs').RequestTools['render']} render
 */
function refreshLater(req, acceptEncoding, render) {
  const { url: path = '/', headers: asked } = req;
  /** @type {Record<string, string>} */
  const headers = { 'accept-encoding': acceptEncoding };
  if (asked.host) headers.host = asked.host;
  setTimeout(() => {
    render(path, headers, [REFRESH]).catch((/** @type {unknown} */ error) =>
      logger().warn({ err: error }, 'the page cache could not refresh a page'),
    );
  }, REFRESH_DELAY_MS).unref();
}

/**
 * The page cache, the pipeline's first step.
 * @param {{ entries?: Map<string, Entry> }} [options] entries: where the pages are kept (tests read it)
 * @returns {import('./pipeline.mjs').Step}
 */
export function pageCacheStep({ entries = new Map() } = {}) {
  return {
    name: 'page cache',
    request(answer, { reply, render }) {
      const { req } = answer;
      const acceptEncoding = pageRequestEncoding(req);
      if (acceptEncoding === null) {
        countEvent('page_cache', 'bypass');
        return false;
      }
      const key = req.url ?? '';
      const entry = entries.get(key);
      const generation = cacheGeneration();
      if (entry && entry.generation === generation) {
        const now = Date.now();
        if (entry.expires > now) {
          countEvent('page_cache', 'hit');
          const { head, body } = stored(acceptEncoding, entry, 'hit');
          reply(entry.status, head, body);
          return true;
        }
        // Expired but not invalidated: served while one refresh at a time renders it again.
        if (now - entry.expires < STALE_MS && !isRefresh(req)) {
          if (!entry.refreshingSince || now - entry.refreshingSince >= TTL_MS) {
            entry.refreshingSince = now;
            refreshLater(req, acceptEncoding, render);
          }
          countEvent('page_cache', 'stale');
          const { head, body } = stored(acceptEncoding, entry, 'stale');
          reply(entry.status, head, body);
          return true;
        }
      } else if (entry) {
        entries.delete(key);
      }
      countEvent('page_cache', 'miss');
      // Next.js answers; what is sent is kept if every visitor may be given it.
      answer.pageCacheMiss = { key, generation, entry };
      return false;
    },
    head(answer) {
      const miss = answer.pageCacheMiss;
      if (!miss) return;
      const { res } = answer;
      const shareable = isShareable(res.statusCode, res.getHeaders());
      if (!shareable && miss.entry && entries.get(miss.key) === miss.entry) entries.delete(miss.key);
      answer.keep = shareable;
    },
    sent(answer, body) {
      const miss = answer.pageCacheMiss;
      if (!miss) return;
      const { key, generation } = miss;
      if (cacheGeneration() !== generation) {
        entries.delete(key); // invalidated while rendering: the page may be stale
        return;
      }
      const headers = { ...answer.res.getHeaders() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      /** @type {Entry} */
      const entry = {
        status: answer.res.statusCode,
        headers: storedHeaders(headers),
        identity: body.identity,
        compressible: answer.compressible,
        variants: {},
        generation,
        expires: Date.now() + TTL_MS,
      };
      entry.variants[answer.encoding ?? 'identity'] = variant(entry, body.encoded, answer.encoding);
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
  };
}

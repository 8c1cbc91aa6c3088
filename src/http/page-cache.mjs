// @ts-check
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { cacheGeneration, countEvent } from '../runtime/runtime.mjs';
import { compressKept, keepWhenSent, pickEncoding } from './compression.mjs';
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
// Only anonymous plain GET requests for pages are considered, and only responses Next.js marked as
// shared cacheable (next-seams.mjs isShareable) are kept: the bytes the compression layer sent (it
// hands them over, src/http/compression.mjs), plus the page uncompressed to make another encoding
// from, once, when a client first asks for it. Any cache invalidation (the runtime's generation)
// empties it at once; entries also expire after TTL_MS so Next.js's own time-based refresh happens.
// An expired entry is still served, for STALE_MS at most, while the server asks itself for the
// page again in the background once the visitor's own page load is over (REFRESH_DELAY_MS): a visit
// after a quiet minute never waits for a render, nor do its images wait behind one.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./compression.mjs').Encoding} Encoding */
/** @typedef {import('./compression.mjs').WholeResponse} WholeResponse */
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
/** Marks the server's own refresh request (with this process's token): it renders and is stored. */
const REFRESH_HEADER = 'x-tribuna-page-refresh';
const REFRESH_TOKEN = randomUUID();
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
 * @param {string} acceptEncoding
 * @param {Response} res
 * @param {Entry} entry
 * @param {'hit' | 'stale'} result said in HIT_HEADER (a stale answer is being refreshed)
 */
function send(acceptEncoding, res, entry, result) {
  const encoding = entry.compressible ? pickEncoding(acceptEncoding) : null;
  const key = encoding ?? 'identity';
  // Another encoding than the first visitor's is made once, when a client first asks for it.
  const chosen = (entry.variants[key] ??= variant(
    entry,
    encoding ? compressKept(entry.identity, encoding) : entry.identity,
    encoding,
  ));
  const head = result === 'hit' ? chosen.head : [...chosen.head.slice(0, -1), result];
  res.writeHead(entry.status, /** @type {any} */ (head));
  res.end(chosen.body);
}

/**
 * Whether the request is this process's own background refresh (read only for an expired entry).
 * @param {Request} req
 */
const isRefresh = (req) => req.headers[REFRESH_HEADER] === REFRESH_TOKEN;

/**
 * Asks this server for the page again, after REFRESH_DELAY_MS, as an anonymous visitor with the same
 * Host and Accept-Encoding: the miss path then stores the answer. A failed refresh is tried again by
 * a later visit (after TTL_MS), and past STALE_MS visitors reach Next.js themselves.
 * @param {Request} req
 * @param {string} acceptEncoding
 */
function refreshLater(req, acceptEncoding) {
  const { localAddress, localPort } = req.socket;
  const { url: path, headers: asked } = req;
  /** @type {Record<string, string>} */
  const headers = { 'accept-encoding': acceptEncoding, [REFRESH_HEADER]: REFRESH_TOKEN };
  if (asked.host) headers.host = asked.host;
  setTimeout(() => {
    http
      .get({ host: localAddress, port: localPort, path, headers, agent: false }, (res) => res.resume())
      .on('error', () => {});
  }, REFRESH_DELAY_MS).unref();
}

/**
 * Wraps the handler that answers everything else (the compression layer and what it wraps).
 * @param {(req: Request, res: Response) => unknown} handle
 * @param {{ entries?: Map<string, Entry> }} [options] entries: where the pages are kept (tests read it)
 */
export function withPageCache(handle, { entries = new Map() } = {}) {
  /**
   * @param {string} key
   * @param {number} startedAt the generation when the request arrived
   * @param {WholeResponse} whole
   */
  function store(key, startedAt, whole) {
    if (cacheGeneration() !== startedAt) {
      entries.delete(key); // invalidated while rendering: the page may be stale
      return;
    }
    /** @type {Entry} */
    const entry = {
      status: whole.status,
      headers: storedHeaders(whole.headers),
      identity: whole.identity,
      compressible: whole.compressible,
      variants: {},
      generation: startedAt,
      expires: Date.now() + TTL_MS,
    };
    entry.variants[whole.encoding ?? 'identity'] = variant(entry, whole.encoded, whole.encoding);
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  return function pageCache(/** @type {Request} */ req, /** @type {Response} */ res) {
    const acceptEncoding = pageRequestEncoding(req);
    if (acceptEncoding === null) {
      countEvent('page_cache', 'bypass');
      return handle(req, res);
    }
    const key = req.url ?? '';
    const entry = entries.get(key);
    const generation = cacheGeneration();
    if (entry && entry.generation === generation) {
      const now = Date.now();
      if (entry.expires > now) {
        countEvent('page_cache', 'hit');
        return send(acceptEncoding, res, entry, 'hit');
      }
      // Expired but not invalidated: served while one refresh at a time renders it again.
      if (now - entry.expires < STALE_MS && !isRefresh(req)) {
        if (!entry.refreshingSince || now - entry.refreshingSince >= TTL_MS) {
          entry.refreshingSince = now;
          refreshLater(req, acceptEncoding);
        }
        countEvent('page_cache', 'stale');
        return send(acceptEncoding, res, entry, 'stale');
      }
    } else if (entry) {
      entries.delete(key);
    }

    countEvent('page_cache', 'miss');
    // Let Next.js answer this request, and keep what is sent if every visitor may be given it.
    keepWhenSent(res, {
      wants(status, headers) {
        const shareable = isShareable(status, headers);
        if (!shareable && entry && entries.get(key) === entry) entries.delete(key);
        return shareable;
      },
      keep: (whole) => store(key, generation, whole),
    });
    return handle(req, res);
  };
}

import zlib from 'node:zlib';

// A small in-memory cache in front of Next.js for the public pages it already serves from its own
// cache (ISR). Next.js spends a few milliseconds per cached page (routing, headers, and gzip on every
// response); this answers repeated requests with the stored, pre-compressed bytes instead.
// See docs/decisions/0004-public-pages-cached-in-memory.md (and its checklist for Next.js upgrades);
// tests/integration/page-cache.test.ts is the contract. PAGE_CACHE=off runs without it.
//
// Only anonymous plain GET requests for pages are considered, and only responses Next.js marked as
// shared cacheable (`Cache-Control: s-maxage=…`, not private/no-store, status 200, no cookie set)
// are kept. Any cache invalidation (src/lib/server/cache-handler.mjs bumps the generation) empties it at
// once; entries also expire after TTL_MS so Next.js's own time-based refresh still happens.

const GENERATION = Symbol.for('tribuna.cacheGeneration');
export const TTL_MS = 10_000;
export const HIT_HEADER = 'x-page-cache';
const MAX_ENTRIES = 500;

/** Headers of the stored response that are computed again for each answer. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-encoding',
]);
/**
 * Requests with these headers want router data (client navigation, prefetch, actions) or part of
 * the page, not the whole page; a signed-in request (any cookie or credentials) is not anonymous.
 */
export const PASS_THROUGH_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'range',
  'cookie',
  'authorization',
];
/** Paths that are never pages: Next.js's assets, uploads, API routes. */
const NOT_PAGES = ['/_next/', '/media/', '/api/'];

const generation = () => globalThis[GENERATION] ?? 0;

/** Whether the page cache may answer (or keep the answer to) this request. */
export function isPageRequest(req) {
  if (req.method !== 'GET') return false;
  const url = req.url ?? '';
  if (NOT_PAGES.some((prefix) => url.startsWith(prefix)) || url.includes('_rsc=')) return false;
  return !PASS_THROUGH_HEADERS.some((name) => name in req.headers);
}

/** Whether Next.js marked this response as one every visitor may be given. */
export function isShareable(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie']) return false;
  const directives = String(headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  return (
    directives.some((directive) => directive.startsWith('s-maxage=')) &&
    !directives.some((directive) => ['private', 'no-store', 'no-cache'].includes(directive))
  );
}

/** The encoding to answer with: br, then gzip, when accepted (q > 0); null for identity. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Set();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * PAGE_CACHE=off turns the page cache off (Next.js then answers every request itself).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheEnabled(env = process.env) {
  return env.PAGE_CACHE !== 'off';
}

/** The response body as Next.js produced it, before its own compression. */
export function decode(body, encoding) {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

function send(req, res, entry) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  res.statusCode = entry.status;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  // Says the answer came from here (checked by tests/e2e/page-cache.spec.ts against the real server).
  res.setHeader(HIT_HEADER, 'hit');
  res.end(body);
}

/** Wraps Next.js's request handler with the page cache (production only). */
export function withPageCache(handle) {
  const entries = new Map();

  function store(key, status, headers, chunks, startedAt) {
    if (generation() !== startedAt) {
      entries.delete(key); // invalidated while rendering: the page may be stale
      return;
    }
    const body = decode(Buffer.concat(chunks), headers['content-encoding']);
    const kept = Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name) && name !== 'vary');
    const vary = String(headers.vary ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!vary.some((name) => name.toLowerCase() === 'accept-encoding')) vary.push('Accept-Encoding');
    kept.push(['vary', vary.join(', ')]);
    const entry = {
      status,
      headers: kept,
      body,
      gzip: zlib.gzipSync(body, { level: 6 }),
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      generation: startedAt,
      expires: Date.now() + TTL_MS,
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
  }

  return function pageCache(req, res) {
    if (!isPageRequest(req)) return handle(req, res);
    const key = req.url;
    const entry = entries.get(key);
    if (entry && entry.generation === generation()) {
      if (entry.expires > Date.now()) return send(req, res, entry);
      // Expired but not invalidated: one request refreshes it, the others get it meanwhile.
      if (entry.refreshingSince && Date.now() - entry.refreshingSince < TTL_MS) return send(req, res, entry);
      entry.refreshingSince = Date.now();
    } else if (entry) {
      entries.delete(key);
    }

    // Let Next.js answer this request, and keep a copy of what it sends.
    const startedAt = generation();
    const chunks = [];
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function') {
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
        );
      }
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      const headers = res.getHeaders();
      if (isShareable(res.statusCode, headers)) {
        try {
          store(key, res.statusCode, headers, chunks, startedAt);
        } catch (error) {
          console.error('[page-cache] could not keep a response:', error);
        }
      } else if (entries.get(key) === entry) {
        entries.delete(key);
      }
      return end.call(this, chunk, encoding, callback);
    };
    return handle(req, res);
  };
}

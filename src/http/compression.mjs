// @ts-check
import zlib from 'node:zlib';
import { addVary } from './response.mjs';

// The compression step of the HTTP pipeline (src/http/pipeline.mjs): every compressible response is
// compressed once, in the encoding the client prefers: pages, admin pages as they stream, API
// answers, Next.js's scripts and styles. Next.js itself does not compress (`compress: false`,
// next.config.ts), so nothing is decoded and encoded again on the way. The step decides the encoding
// when the headers are final; the pipeline compresses a whole body in one go (compressWhole) or a
// streamed one as it comes (compressStream), and hands the page cache the bytes sent
// (docs/decisions/0004-public-pages-cached-in-memory.md).

/** @typedef {'br' | 'gzip'} Encoding */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

// Brotli 4 compresses a page about as fast as gzip 6 (under 2 ms for the home's 120 KB) and a little
// smaller. What the page cache keeps is sent thousands of times: quality 5, twice the time once, for
// another twentieth less on every hit.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const BROTLI_KEPT = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
/** Smaller bodies are sent as they are: compression would save a few bytes at best. */
const MIN_BYTES = 1024;
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|ecmascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** Accept-Encoding values seen so far and their choice (a handful in practice; bounded). */
const choices = new Map();

/**
 * The encoding to answer with: br, then gzip, when accepted (q > 0); null for none.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding | null}
 */
export function pickEncoding(acceptEncoding = '') {
  const header = String(acceptEncoding);
  const known = choices.get(header);
  if (known !== undefined) return known;
  const accepted = new Set();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  /** @type {Encoding | null} */
  const choice = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (choices.size >= 256) choices.clear();
  choices.set(header, choice);
  return choice;
}

/**
 * A page the page cache keeps, compressed in another encoding than its first visitor's.
 * @param {Buffer} body
 * @param {Encoding} encoding
 */
export function compressKept(body, encoding) {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_KEPT) : zlib.gzipSync(body, GZIP);
}

/**
 * A body given whole, compressed in libuv's thread pool.
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @param {boolean} kept whether the page cache keeps it
 * @returns {Promise<Buffer>}
 */
export function compressWhole(body, encoding, kept) {
  return new Promise((resolve, reject) => {
    /** @param {Error | null} error @param {Buffer} result */
    const done = (error, result) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, kept ? BROTLI_KEPT : BROTLI, done);
    else zlib.gzip(body, GZIP, done);
  });
}

/**
 * A streamed body's compressor: each flush (flushStream) sends what it has at once.
 * @param {Encoding} encoding
 */
export function compressStream(encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip(GZIP);
}

/**
 * Sends what a streamed body's compressor holds (Next.js calls res.flush() after each chunk).
 * @param {zlib.BrotliCompress | zlib.Gzip} stream
 * @param {Encoding} encoding
 */
export function flushStream(stream, encoding) {
  if (stream.destroyed) return;
  stream.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
}

/**
 * Whether this response may be compressed at all (the client's wishes aside).
 * @param {Request} req
 * @param {Response} res
 */
function isCompressible(req, res) {
  const status = res.statusCode;
  if (req.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304)
    return false;
  if (res.hasHeader('content-encoding')) return false; // already encoded (the enhance files)
  if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return false;
  return COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * The compression step: when the headers are final, the encoding (the client's first choice among
 * br and gzip, for a compressible type of at least MIN_BYTES: the whole body's length, else the
 * Content-Length, else unknown and compressed), with `Vary: Accept-Encoding` on every compressible
 * type.
 * @returns {import('./pipeline.mjs').Step}
 */
export function compressionStep() {
  return {
    name: 'compression',
    head(answer) {
      const { req, res } = answer;
      if (!isCompressible(req, res)) return;
      addVary(res, 'Accept-Encoding');
      const length = answer.body ? answer.body.length : Number(res.getHeader('content-length') ?? Infinity);
      answer.compressible = length >= MIN_BYTES;
      const accepted = pickEncoding(req.headers['accept-encoding']);
      if (!accepted || !answer.compressible) return;
      answer.encoding = accepted;
      res.setHeader('Content-Encoding', accepted);
      res.removeHeader('Content-Length');
    },
  };
}

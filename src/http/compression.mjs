// @ts-check
import { logger } from '../runtime/runtime.mjs';
import zlib from 'node:zlib';
import { addVary, applyHead, callbackOf, EMPTY, toBuffer } from './response.mjs';

// Every compressible response is compressed here, once, in the encoding the client prefers: pages,
// admin pages as they stream, API answers, Next.js's scripts and styles. Next.js itself does not
// compress (`compress: false`, next.config.ts), so nothing is decoded and encoded again on the way.
// The page cache (src/http/page-cache.mjs) takes the bytes made here and keeps them
// (docs/decisions/0004-public-pages-cached-in-memory.md).

/** @typedef {'br' | 'gzip'} Encoding */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeaders} Headers */

/**
 * A response seen whole: what the page cache keeps.
 * @typedef {object} WholeResponse
 * @property {number} status
 * @property {Headers} headers as sent, less Content-Length and Content-Encoding
 * @property {Buffer} identity the body before compression
 * @property {boolean} compressible whether its type and size are worth compressing
 * @property {Encoding | null} encoding the encoding sent (null: none)
 * @property {Buffer} encoded the body as sent
 */
/**
 * @typedef {object} Keeper
 * @property {(status: number, headers: Headers) => boolean} wants asked when the headers are final
 * @property {(whole: WholeResponse) => void} keep called once the whole body has been sent
 */

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
function compressAsync(body, encoding, kept) {
  return new Promise((resolve, reject) => {
    /** @param {Error | null} error @param {Buffer} result */
    const done = (error, result) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, kept ? BROTLI_KEPT : BROTLI, done);
    else zlib.gzip(body, GZIP, done);
  });
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

/** @type {WeakMap<Response, Keeper>} */
const keepers = new WeakMap();

/**
 * Asks for the whole of this response once it is sent (the page cache, for the pages it keeps).
 * @param {Response} res
 * @param {Keeper} keeper
 */
export function keepWhenSent(res, keeper) {
  keepers.set(res, keeper);
}

/**
 * Compresses what `handle` answers, once.
 * @param {(req: Request, res: Response) => unknown} handle
 */
export function withCompression(handle) {
  return function compression(/** @type {Request} */ req, /** @type {Response} */ res) {
    compressResponse(req, res);
    return handle(req, res);
  };
}

/**
 * Replaces the response's writeHead/write/end (and adds flush, which Next.js calls after each chunk
 * of a streamed page) so that its body leaves compressed. A body given whole to end() is compressed
 * in one go, off the main thread, and sent with its length; a streamed body is compressed as it
 * comes, each flushed chunk reaching the client at once.
 * @param {Request} req
 * @param {Response} res
 */
function compressResponse(req, res) {
  const accepted = pickEncoding(req.headers['accept-encoding']);
  // The replaced methods are Node's (overloaded) ones: called with what they were given.
  const target = /** @type {any} */ (res);
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {(...args: unknown[]) => any} */
  const writeOriginal = (...args) => original.write.apply(res, /** @type {any} */ (args));
  /** @type {(...args: unknown[]) => any} */
  const endOriginal = (...args) => original.end.apply(res, /** @type {any} */ (args));
  let decided = false;
  let compressible = false;
  /** @type {Encoding | null} */
  let encoding = null;
  /** @type {Keeper | undefined} */
  let keeper;
  /** @type {Buffer[]} */
  const identity = [];
  /** @type {Buffer[]} */
  const encoded = [];
  /** @type {zlib.BrotliCompress | zlib.Gzip | undefined} */
  let stream;

  /** @param {Buffer | undefined} whole the body, when known before the headers leave */
  const decide = (whole) => {
    decided = true;
    const wanting = keepers.get(res);
    if (wanting?.wants(res.statusCode, res.getHeaders())) keeper = wanting;
    if (!isCompressible(req, res)) return;
    addVary(res, 'Accept-Encoding');
    const length = whole ? whole.length : Number(res.getHeader('content-length') ?? Infinity);
    compressible = length >= MIN_BYTES;
    if (!accepted || !compressible) return;
    encoding = accepted;
    res.setHeader('Content-Encoding', encoding);
    res.removeHeader('Content-Length');
  };

  /** @param {Buffer | undefined} data */
  const collect = (data) => {
    if (!keeper || !data) return;
    identity.push(data);
    if (!encoding) encoded.push(data);
  };

  /** @param {Buffer} body the whole identity body  @param {Buffer} sent */
  const finish = (body, sent) => {
    if (!keeper) return;
    const headers = { ...res.getHeaders() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    try {
      keeper.keep({ status: res.statusCode, headers, identity: body, compressible, encoding, encoded: sent });
    } catch (error) {
      logger().error({ err: error }, 'the compression layer could not keep a response');
    }
  };

  const startStream = () => {
    const created = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip(GZIP);
    created.on('data', (/** @type {Buffer} */ chunk) => {
      if (keeper) encoded.push(chunk);
      if (writeOriginal(chunk) === false) created.pause();
    });
    created.on('drain', () => res.emit('drain'));
    res.on('drain', () => created.resume());
    stream = created;
    return created;
  };

  target.flush = () => {
    if (!stream || stream.destroyed) return;
    stream.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
  };

  target.writeHead = (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) => {
    if (decided) return original.writeHead.apply(res, /** @type {any} */ ([statusCode, ...rest]));
    applyHead(res, statusCode, rest);
    decide(undefined);
    return original.writeHead.call(res, res.statusCode);
  };

  target.write = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ chunkEncoding,
    /** @type {unknown} */ callback,
  ) => {
    if (!decided && !res.headersSent) res.writeHead(res.statusCode);
    const data = toBuffer(chunk, chunkEncoding);
    collect(data);
    if (!encoding) return writeOriginal(chunk, chunkEncoding, callback);
    if (!data) return true;
    return (stream ?? startStream()).write(data, callbackOf(chunkEncoding, callback));
  };

  target.end = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ chunkEncoding,
    /** @type {unknown} */ callback,
  ) => {
    const done = callbackOf(chunk, chunkEncoding, callback);
    const data = toBuffer(chunk, chunkEncoding);
    if (!decided && !res.headersSent) {
      // The whole body is here before the headers leave: compressed in one go, sent with its length.
      const body = data ?? EMPTY;
      decide(body);
      const sending = encoding;
      if (!sending) {
        finish(body, body);
        return endOriginal(data, done);
      }
      compressAsync(body, sending, keeper !== undefined).then(
        (compressed) => {
          if (res.destroyed) return;
          res.setHeader('Content-Length', compressed.length);
          finish(body, compressed);
          endOriginal(compressed, done);
        },
        (/** @type {unknown} */ error) => {
          logger().error({ err: error }, 'the compression layer could not compress a response');
          res.destroy();
        },
      );
      return res;
    }
    collect(data);
    if (!encoding) {
      finish(Buffer.concat(identity), Buffer.concat(encoded));
      return endOriginal(chunk, chunkEncoding, callback);
    }
    const streaming = stream ?? startStream();
    if (data) streaming.write(data);
    streaming.once('end', () => {
      finish(Buffer.concat(identity), Buffer.concat(encoded));
      endOriginal(done);
    });
    streaming.end();
    return res;
  };
}

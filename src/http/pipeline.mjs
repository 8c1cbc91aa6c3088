// @ts-check
import http from 'node:http';
import net from 'node:net';
import { logger } from '../runtime/runtime.mjs';
import { compressStream, compressWhole, flushStream } from './compression.mjs';
import { applyHead, callbackOf, EMPTY, toBuffer } from './response.mjs';

// The HTTP pipeline (ADR 0023): Next.js's answer to a request is captured once, handed to ordered
// steps, and written once to the socket.
//
// Before Next.js runs, each step's `request` hook sees the request in order (the page cache may
// answer it from memory; the security headers put the nonce on it). Then Next.js writes its answer
// into the captured response: its writeHead/write/end/flushHeaders/flush are this module's, set once
// per request, and only this module writes to the socket (through Node's own ServerResponse methods).
// When the headers would leave (the first writeHead, flushHeaders, write or end), the answer is
// either:
// - whole: its body was given to end() at once, or a step `holds` it (a page read before it is
//   sent: every GET of an HTML page but the back office's, which stream). The `whole` hooks see the
//   body and may change it (the public-page contract, the CSP hashes), then the `head` hooks decide on
//   the final headers (the page cache: keep it?; compression: which encoding), then the body leaves
//   in one write, compressed off the main thread;
// - streamed: the `head` hooks decide at once and every chunk leaves as it comes (compressed as it
//   comes, each flush reaching the client), which is how admin pages and router answers stream.
// After the last byte, the `sent` hooks get the body before and after compression (the page cache
// stores it).
//
// The same pipeline renders a page in this process, without HTTP (render): the page cache's
// background refresh and the page answering a form posted without JavaScript
// (src/lib/server/form-page.ts, through the runtime's renderPage) run Next.js on a request and a
// response made here, whose bytes are collected instead of sent.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./compression.mjs').Encoding} Encoding */
/** @typedef {(req: Request, res: Response) => unknown} Handler */
/**
 * One request's answer as the steps see it. Its status and headers are the response's own
 * (res.statusCode, res.getHeader/setHeader).
 * @typedef {object} Answer
 * @property {Request} req
 * @property {Response} res
 * @property {Buffer | undefined} body the whole body before compression (undefined: streamed)
 * @property {boolean} keep the page cache keeps it: its bytes are collected as they leave
 * @property {boolean} compressible its type and size are worth compressing
 * @property {Encoding | null} encoding the encoding it leaves in (null: as it is)
 * @property {{ key: string, generation: number, entry: import('./page-cache.mjs').Entry | undefined }} [pageCacheMiss]
 *   set by the page cache's request hook when Next.js is to answer a page it may keep
 */
/**
 * What leaves for the client: the socket (Node's own methods), or a buffer for an in-process render.
 * @typedef {object} Sink
 * @property {(status: number, headers?: (string | number)[]) => void} head
 * @property {() => void} flushHeaders
 * @property {(chunk: Buffer, done?: () => void) => boolean} write
 * @property {(chunk: Buffer | undefined, done?: () => void) => void} end
 */
/**
 * What a request hook may do: answer the request itself, or render a page in this process.
 * @typedef {object} RequestTools
 * @property {(status: number, headers: (string | number)[], body: Buffer) => void} reply answers at
 *   once with these headers (the response's own, X-Request-Id, stay) and body; no other step runs
 * @property {(path: string, headers: Record<string, string>, marks?: symbol[]) => Promise<Rendered>} render
 */
/**
 * @typedef {object} Step
 * @property {string} name
 * @property {(answer: Answer, tools: RequestTools) => boolean | void} [request]
 *   before Next.js runs; true: the step answered (with tools.reply)
 * @property {(answer: Answer) => boolean} [holds] whether the body must be seen whole before it leaves
 * @property {(answer: Answer) => void} [whole] with the whole body (answer.body), which it may replace
 * @property {(answer: Answer) => void} [head] the headers are final and about to leave
 * @property {(answer: Answer, body: { identity: Buffer, encoded: Buffer }) => void} [sent] after the
 *   last byte, for an answer kept (answer.keep)
 */
/**
 * A page rendered in this process.
 * @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} Rendered
 */

const socketMethods = http.ServerResponse.prototype;
/** An in-process render that has not ended by then is given up (as a request over HTTP was). */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * Node's own ServerResponse methods: the socket.
 * @param {Response} res
 * @returns {Sink}
 */
function socketSink(res) {
  return {
    head: (status, headers) => void socketMethods.writeHead.call(res, status, /** @type {any} */ (headers)),
    flushHeaders: () => socketMethods.flushHeaders.call(res),
    write: (chunk, done) => socketMethods.write.call(res, chunk, /** @type {any} */ (done)),
    end: (chunk, done) => {
      // A body sent whole leaves through Node's own end(), which sets its Content-Length and writes
      // the head through res.writeHead: Node's again from here (the capture's is done).
      delete (/** @type {any} */ (res).writeHead);
      socketMethods.end.call(res, chunk, /** @type {any} */ (done));
    },
  };
}

/**
 * Runs the step's hook for every step that has it, in order; a failing hook is logged and skipped.
 * @template {'holds' | 'whole' | 'head'} H
 * @param {Step[]} steps
 * @param {H} hook
 * @param {Answer} answer
 */
function runHooks(steps, hook, answer) {
  let any = false;
  for (const step of steps) {
    const run = /** @type {((answer: Answer) => unknown) | undefined} */ (step[hook]);
    if (!run) continue;
    try {
      if (run.call(step, answer) === true) any = true;
    } catch (error) {
      logger().error({ err: error, step: step.name }, `the ${step.name} step could not prepare a response`);
    }
  }
  return any;
}

/**
 * Captures what Next.js writes into `res` and sends it once, through the steps.
 * @param {Answer} answer
 * @param {Step[]} steps
 * @param {Sink} sink
 */
function capture(answer, steps, sink) {
  const { res } = answer;
  const target = /** @type {any} */ (res);
  /** @type {'undecided' | 'holding' | 'streaming' | 'done'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  const held = [];
  /** @type {Buffer[]} */
  const identity = [];
  /** @type {Buffer[]} */
  const encoded = [];
  /** @type {import('node:zlib').BrotliCompress | import('node:zlib').Gzip | undefined} */
  let encoder;

  /** @param {Buffer} whole @param {Buffer} sent */
  const finished = (whole, sent) => {
    if (!answer.keep) return;
    for (const step of steps) {
      try {
        step.sent?.(answer, { identity: whole, encoded: sent });
      } catch (error) {
        logger().error({ err: error, step: step.name }, `the ${step.name} step could not keep a response`);
      }
    }
  };

  /** @param {Buffer | undefined} data */
  const collect = (data) => {
    if (!answer.keep || !data) return;
    identity.push(data);
    if (!answer.encoding) encoded.push(data);
  };

  /** The headers are about to leave before the body is known: hold it, or stream it. */
  const decide = () => {
    if (runHooks(steps, 'holds', answer)) {
      mode = 'holding';
      return;
    }
    mode = 'streaming';
    runHooks(steps, 'head', answer);
    const encoding = answer.encoding;
    if (encoding) {
      const created = compressStream(encoding);
      created.on('data', (/** @type {Buffer} */ chunk) => {
        if (answer.keep) encoded.push(chunk);
        if (sink.write(chunk) === false) created.pause();
      });
      created.on('drain', () => res.emit('drain'));
      res.on('drain', () => created.resume());
      target.flush = () => flushStream(created, encoding);
      encoder = created;
    }
    sink.head(res.statusCode);
  };

  /**
   * The whole body is known: the steps see it, then it leaves in one write.
   * @param {Buffer} body
   * @param {(() => void) | undefined} done
   */
  const sendWhole = (body, done) => {
    mode = 'done';
    answer.body = body;
    runHooks(steps, 'whole', answer);
    runHooks(steps, 'head', answer);
    const whole = answer.body;
    const encoding = answer.encoding;
    if (!encoding) {
      sink.end(whole, done);
      finished(whole, whole);
      return res;
    }
    compressWhole(whole, encoding, answer.keep).then(
      (compressed) => {
        if (res.destroyed) return;
        res.setHeader('Content-Length', compressed.length);
        sink.end(compressed, done);
        finished(whole, compressed);
      },
      (/** @type {unknown} */ error) => {
        logger().error({ err: error }, 'the compression step could not compress a response');
        res.destroy();
      },
    );
    return res;
  };

  target.writeHead = (/** @type {number} */ statusCode, /** @type {unknown[]} */ ...rest) => {
    if (mode === 'streaming' || mode === 'done') return res;
    // What writeHead was given is applied, so that the steps see the final status and headers.
    applyHead(res, statusCode, rest);
    if (mode === 'undecided') decide();
    return res;
  };
  target.flushHeaders = () => {
    if (mode === 'undecided') decide();
    if (mode === 'streaming') sink.flushHeaders();
  };
  target.flush = () => {};
  target.write = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ chunkEncoding,
    /** @type {unknown} */ callback,
  ) => {
    if (mode === 'undecided') decide();
    const data = toBuffer(chunk, chunkEncoding);
    const done = callbackOf(chunkEncoding, callback);
    if (mode !== 'streaming') {
      if (data && mode === 'holding') held.push(data);
      if (done) process.nextTick(done);
      return true;
    }
    collect(data);
    if (!data || data.length === 0) {
      if (done) process.nextTick(done);
      return true;
    }
    return encoder ? encoder.write(data, done) : sink.write(data, done);
  };
  target.end = (
    /** @type {unknown} */ chunk,
    /** @type {unknown} */ chunkEncoding,
    /** @type {unknown} */ callback,
  ) => {
    const data = toBuffer(chunk, chunkEncoding);
    const done = callbackOf(chunk, chunkEncoding, callback);
    if (mode === 'undecided') return sendWhole(data ?? EMPTY, done);
    if (mode === 'holding') {
      if (data) held.push(data);
      return sendWhole(Buffer.concat(held), done);
    }
    if (mode === 'done') return res;
    mode = 'done';
    collect(data);
    if (!encoder) {
      sink.end(data, done);
      finished(Buffer.concat(identity), Buffer.concat(encoded));
      return res;
    }
    const streaming = encoder;
    if (data) streaming.write(data);
    streaming.once('end', () => {
      sink.end(undefined, done);
      finished(Buffer.concat(identity), Buffer.concat(encoded));
    });
    streaming.end();
    return res;
  };
}

/**
 * A request made in this process: a GET of `path` with these headers, never read from a socket.
 * @param {string} path
 * @param {Record<string, string>} headers
 */
function syntheticRequest(path, headers) {
  const req = new http.IncomingMessage(new net.Socket());
  req.method = 'GET';
  req.url = path;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  // Next.js builds the request's URL from its Host: the asker's, else this server's own name.
  req.headers = {
    host: 'localhost',
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  };
  req.rawHeaders = Object.entries(req.headers).flat().map(String);
  req.complete = true;
  req.push(null);
  return req;
}

/**
 * The HTTP pipeline in front of `next` (Next.js's request handler, or whatever answers in its place).
 * @param {Handler} next
 * @param {Step[]} steps in order
 */
export function createPipeline(next, steps) {
  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Sink} sink
   */
  function run(req, res, sink) {
    /** @type {RequestTools} */
    const tools = {
      reply(status, headers, body) {
        sink.head(status, headers);
        sink.end(body);
      },
      render,
    };
    /** @type {Answer} */
    const answer = { req, res, body: undefined, keep: false, compressible: false, encoding: null };
    for (const step of steps) if (step.request?.(answer, tools)) return undefined;
    capture(answer, steps, sink);
    return next(req, res);
  }

  /**
   * Renders `path` in this process, as a GET with `headers`, through the whole pipeline.
   * @param {string} path
   * @param {Record<string, string>} [headers]
   * @param {symbol[]} [marks] properties set on the request (the page cache's own refresh)
   * @returns {Promise<Rendered>}
   */
  function render(path, headers = {}, marks = []) {
    const req = syntheticRequest(path, headers);
    for (const mark of marks) /** @type {any} */ (req)[mark] = true;
    const res = new http.ServerResponse(req);
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      /** @type {Sink} */
      const sink = {
        head(status, headers) {
          res.statusCode = status;
          if (headers) applyHead(res, status, [headers]);
        },
        flushHeaders() {},
        write(chunk) {
          chunks.push(chunk);
          return true;
        },
        end(chunk, done) {
          if (chunk) chunks.push(chunk);
          res.finished = true;
          resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
          done?.();
          res.emit('finish');
          res.emit('close');
          req.socket.destroy();
        },
      };
      res.once('error', reject);
      const timer = setTimeout(
        () => reject(new Error(`rendering ${path} took over ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      );
      timer.unref();
      res.once('finish', () => clearTimeout(timer));
      Promise.resolve()
        .then(() => run(req, res, sink))
        .catch(reject);
    });
  }

  return {
    /** @type {Handler} */
    handle: (req, res) => run(req, res, socketSink(res)),
    render,
  };
}

// @ts-check
// Helpers for the pipeline's capture of Next.js's answer (src/http/pipeline.mjs) and its steps: the
// arguments of Node's ServerResponse methods as Next.js calls them.

/** @typedef {import('node:http').ServerResponse} Response */

export const EMPTY = Buffer.alloc(0);

/**
 * A chunk given to res.write/res.end as a Buffer (undefined for none, or for a callback in its place).
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | undefined}
 */
export function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(
    String(chunk),
    /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
  );
}

/**
 * The callback among res.write/res.end's arguments, if any.
 * @param {unknown[]} args
 * @returns {(() => void) | undefined}
 */
export function callbackOf(...args) {
  return /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === 'function'));
}

/**
 * Applies what res.writeHead was given (status, message, headers as an object or a flat list) to the
 * response, so that a layer deciding before the headers leave sees them all.
 * @param {Response} res
 * @param {number} statusCode
 * @param {unknown[]} rest
 */
export function applyHead(res, statusCode, rest) {
  res.statusCode = statusCode;
  const args = [...rest];
  if (typeof args[0] === 'string') res.statusMessage = /** @type {string} */ (args.shift());
  const headers = args[0];
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * Adds a name to the response's Vary header, once.
 * @param {Response} res
 * @param {string} name
 */
export function addVary(res, name) {
  const current = String(res.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((part) => part.toLowerCase() === name.toLowerCase())) return;
  res.setHeader('Vary', [...names, name].join(', '));
}

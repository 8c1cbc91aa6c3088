// @ts-check
import { randomUUID } from 'node:crypto';

// Every request has an id, echoed in `X-Request-Id` and carried by its log lines (and by those of the
// job it queued). A proxy the operator trusts (TRUST_PROXY, the same rule as the client's address,
// src/lib/server/client-address.ts) may give it, so one request can be followed across the proxy and
// the instances; otherwise, or when the value is not a plain token, it is made here.

export const REQUEST_ID_HEADER = 'x-request-id';
const PLAIN_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The request's id: the trusted proxy's, or a new one. It is also set on the request's headers, so
 * the app reads the same id.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} trustProxy how many proxies stand in front (TRUST_PROXY)
 */
export function requestIdOf(req, trustProxy) {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = trustProxy > 0 && typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

/**
 * TRUST_PROXY as a number (validated with the other settings in src/lib/server/env.ts).
 * @param {Record<string, string | undefined>} env
 */
export function trustedProxies(env) {
  const value = Number(env.TRUST_PROXY ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

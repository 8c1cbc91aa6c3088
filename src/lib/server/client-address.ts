import 'server-only';
import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { getEnv } from '@/lib/server/env';

// The visitor's network address, for per-address limits only (never stored with what they send).
//
// By default it is the TCP peer: src/http/server.mjs drops any incoming SOCKET_ADDRESS_HEADER and
// stamps the socket's address into it, so a client cannot choose it. X-Forwarded-For is only read
// when the operator says how many proxies stand in front (TRUST_PROXY): each trusted proxy appends
// the address it saw, so the client is the TRUST_PROXY-th entry from the right. Entries that are
// not IP addresses are refused (the socket's address is used instead).

/** Private header set by the server from the socket; the same name is in src/http/server.mjs. */
export const SOCKET_ADDRESS_HEADER = 'x-tribuna-socket-address';

/** A valid IP address in canonical lower case (IPv4-mapped IPv6 as plain IPv4), or null. */
export function parseAddress(value: string | null | undefined): string | null {
  const address = (value ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** The client's address from a request's headers, or null when it cannot be known. */
export function addressFromHeaders(
  requestHeaders: Headers | undefined,
  trustProxy: number = getEnv().TRUST_PROXY,
): string | null {
  const socket = parseAddress(requestHeaders?.get(SOCKET_ADDRESS_HEADER));
  if (trustProxy <= 0) return socket;
  const forwarded = (requestHeaders?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  // Fewer entries than trusted hops: every entry was still written by a trusted proxy.
  const entry = forwarded[Math.max(0, forwarded.length - trustProxy)];
  return parseAddress(entry) ?? socket;
}

/** The current request's client address (route handlers and server actions). */
export async function clientAddress(): Promise<string> {
  return addressFromHeaders(await headers()) ?? 'unknown';
}

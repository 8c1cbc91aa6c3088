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

/** An IPv6 address's eight 16-bit groups (isIP already said it is one). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  // An IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is its last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * What per-address limits count under, for an address: an IPv4 address itself, and an IPv6
 * address's /64 network (`2001:db8:0:1::/64`): a household or a server is given a whole /64 and may
 * use any of its addresses, so one per request would escape every limit. IPv4-mapped IPv6
 * (::ffff:1.2.3.4, in either notation) is the IPv4 address. Anything else is left as it is.
 */
export function limitAddress(address: string): string {
  const parsed = parseAddress(address);
  if (parsed === null || isIP(parsed) !== 6) return parsed ?? address;
  const groups = ipv6Groups(parsed);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
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

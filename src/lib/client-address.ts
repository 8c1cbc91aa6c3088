import 'server-only';
import { headers } from 'next/headers';

/**
 * The visitor's network address, for per-address limits only (never stored with what they send).
 * Next.js sets X-Forwarded-For to the socket's address when no proxy did; behind a proxy, the
 * last entry is the one the nearest proxy saw.
 */
export async function clientAddress(): Promise<string> {
  const list = await headers();
  const forwarded = list
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) || list.get('x-real-ip') || 'unknown';
}

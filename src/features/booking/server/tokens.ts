import 'server-only';
import { serverSecret } from '@/lib/server/server-secret';
import { bookingPagePath } from '@/lib/shared/booking-addresses';
import type { Locale } from '@/lib/shared/locale';
import { createHmac, timingSafeEqual } from 'node:crypto';

// The links of a booking's e-mails ('Cancelar', 'Remarcar') need no account: they carry the
// booking's id signed with the server's secret (HMAC-SHA256). The token goes in the path, never
// in a query string, and a link opens a page: only its form's POST changes anything, so a mail
// scanner following the link does nothing. The subscription feeds use random tokens instead
// (stored, so 'Gerar novo endereço' can revoke one).

const PURPOSE = 'tribuna-booking-link:';

const mac = (hex: string) =>
  createHmac('sha256', serverSecret())
    .update(PURPOSE + hex)
    .digest('base64url')
    .slice(0, 32);

/** A token as bookingToken makes them: the id's 32 hex digits, '.', the signature (base64url). */
const TOKEN = /^([0-9a-f]{32})\.([\w-]{32})$/;

/** Whether a token has the shape this server's tokens have (its signature is not checked). */
export const isBookingTokenShaped = (token: string) => TOKEN.test(token);

/** The token of a booking's links. */
export function bookingToken(id: string): string {
  const hex = id.replaceAll('-', '').toLowerCase();
  return `${hex}.${mac(hex)}`;
}

/** The booking id a token was made for, or null when it was not made by this server. */
export function bookingIdOf(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, hex, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(hex));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The page of a booking (its success page and the e-mails' links), in a language. */
export const bookingPath = (id: string, locale: Locale = 'pt-BR') =>
  bookingPagePath(bookingToken(id), locale);

import 'server-only';
import { serverSecret } from '@/lib/server/server-secret';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

// What a visitor typed in a form sent without JavaScript, kept for the page that answers it
// (POST, then 303 to the page, which shows the errors at their fields with the typed values).
// It travels in the visitor's own browser, not on the server: signed (so the page shows only what
// this server wrote), compressed, HttpOnly, for one path and half an hour, split over several
// cookies when long. Nothing is stored, so there is nothing to erase.
// This is the booking's interim no-JavaScript answer until the public forms' own mechanism lands.

export interface FormDraft {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  message: string;
}

const CHUNK = 3600;
const MAX_CHUNKS = 8;
const MAX_AGE_S = 1800;

const mac = (name: string, payload: string) =>
  createHmac('sha256', serverSecret()).update(`form-draft:${name}:${payload}`).digest('base64url');

const cookieName = (name: string, index: number) => `${name}_${index}`;

/** The Set-Cookie headers that keep the draft (or, with null, clear it) for `path`. */
export function draftCookies(name: string, draft: FormDraft | null, path: string, secure: boolean): string[] {
  const attributes = `Path=${path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const clear = (index: number) => `${cookieName(name, index)}=; Max-Age=0; ${attributes}`;
  if (!draft) return Array.from({ length: MAX_CHUNKS }, (_, index) => clear(index));
  const payload = deflateRawSync(JSON.stringify(draft)).toString('base64url');
  const signed = `${mac(name, payload)}.${payload}`;
  const chunks = signed.match(new RegExp(`.{1,${CHUNK}}`, 'g')) ?? [];
  if (chunks.length > MAX_CHUNKS) return draftCookies(name, { ...draft, values: {} }, path, secure);
  return Array.from({ length: MAX_CHUNKS }, (_, index) =>
    index < chunks.length
      ? `${cookieName(name, index)}=${chunks[index]}; Max-Age=${MAX_AGE_S}; ${attributes}`
      : clear(index),
  );
}

/** The draft from the request's cookies, or null when there is none or it was not written here. */
export function readDraft(name: string, get: (cookie: string) => string | undefined): FormDraft | null {
  let signed = '';
  for (let index = 0; index < MAX_CHUNKS; index++) {
    const chunk = get(cookieName(name, index));
    if (!chunk) break;
    signed += chunk;
  }
  const [signature, payload] = signed.split('.');
  if (!signature || !payload) return null;
  const expected = Buffer.from(mac(name, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const draft = JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8')) as FormDraft;
    return typeof draft === 'object' && draft && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

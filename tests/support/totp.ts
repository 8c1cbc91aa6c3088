import { createHmac } from 'node:crypto';

// RFC 6238 time-based codes, computed here as an authenticator app would: HMAC-SHA1 of the
// 30-second counter, dynamic truncation, 6 digits. The secret is the base32 key the site shows.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` (base32) at `time` (ms), `step` periods of 30 s later. */
export function totp(secret: string, time = Date.now(), step = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000) + step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/** A code that is certainly wrong now (none of the accepted window's codes). */
export function wrongTotp(secret: string, time = Date.now()): string {
  const accepted = new Set([-1, 0, 1].map((step) => totp(secret, time, step)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
}

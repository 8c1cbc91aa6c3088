import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURE_LIMITS, countSignInAttempt, signInKeys } from '@/lib/server/auth/brute-force';
import { getAuth } from '@/lib/server/auth/auth';
import { SOCKET_ADDRESS_HEADER, addressFromHeaders } from '@/lib/server/client-address';
import { getDb } from '@/lib/server/db/client';
import { parseEnv } from '@/lib/server/env';
import { PUBLIC_FORM_LIMIT, RateLimitedError, guardPublicForm } from '@/lib/server/form-guard';
import { RATE_LIMIT_MAX_AGE_MS, hitRateLimit } from '@/lib/server/rate-limit';
import { forgetPerProcess } from '@/runtime/runtime.mjs';

// The address per-address limits use: the socket's (stamped by src/http/server.mjs), unless the
// operator trusts TRUST_PROXY proxies in front; never a value a client made up.

const request = (socket: string | null, forwarded?: string) => {
  const headers = new Headers();
  if (socket !== null) headers.set(SOCKET_ADDRESS_HEADER, socket);
  if (forwarded !== undefined) headers.set('x-forwarded-for', forwarded);
  return headers;
};

describe('client address', () => {
  it('TRUST_PROXY is a number of proxies, 0 by default', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY: must be a number of proxies (0-10)');
  });

  it('is the socket’s address by default: X-Forwarded-For is ignored', () => {
    expect(addressFromHeaders(request('192.0.2.1', '203.0.113.9'), 0)).toBe('192.0.2.1');
    expect(addressFromHeaders(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(addressFromHeaders(request('2001:DB8::1'), 0)).toBe('2001:db8::1');
    expect(addressFromHeaders(request(null, '203.0.113.9'), 0)).toBeNull();
    // The default comes from TRUST_PROXY, unset here.
    expect(addressFromHeaders(request('192.0.2.1', '203.0.113.9'))).toBe('192.0.2.1');
  });

  it('with TRUST_PROXY=n, is the n-th X-Forwarded-For entry from the right', () => {
    const forwarded = '198.51.100.1, 198.51.100.2, 10.0.0.5';
    expect(addressFromHeaders(request('10.0.0.9', forwarded), 1)).toBe('10.0.0.5');
    expect(addressFromHeaders(request('10.0.0.9', forwarded), 2)).toBe('198.51.100.2');
    expect(addressFromHeaders(request('10.0.0.9', forwarded), 3)).toBe('198.51.100.1');
    // Fewer entries than trusted proxies: the left-most was still written by one of them.
    expect(addressFromHeaders(request('10.0.0.9', '198.51.100.7'), 2)).toBe('198.51.100.7');
    // No header: the socket.
    expect(addressFromHeaders(request('10.0.0.9'), 1)).toBe('10.0.0.9');
  });

  it('refuses values that are not IP addresses and falls back to the socket', () => {
    expect(addressFromHeaders(request('10.0.0.9', 'bogus'), 1)).toBe('10.0.0.9');
    expect(addressFromHeaders(request('10.0.0.9', '1.2.3.4, <script>'), 1)).toBe('10.0.0.9');
    expect(addressFromHeaders(request('10.0.0.9', '1.2.3.4:80'), 1)).toBe('10.0.0.9');
    expect(addressFromHeaders(request('not-an-ip'), 0)).toBeNull();
  });

  it('one X-Forwarded-For per request neither escapes the sign-in limit nor locks a victim’s address', async () => {
    const attacker = '192.0.2.66';
    const signIn = (email: string, forwarded: string) =>
      getAuth()
        .api.signInEmail({
          body: { email, password: 'errada' },
          headers: request(attacker, forwarded),
        })
        .then(
          () => 'ok',
          (error: { body?: { code?: string } }) => error.body?.code,
        );
    const codes = [];
    for (let i = 0; i < SIGN_IN_FAILURE_LIMITS.address.failures + 1; i++) {
      codes.push(await signIn(`alvo-${i}@address.test`, `203.0.113.${i + 1}`));
    }
    expect(codes.at(-1)).toBe('TOO_MANY_SIGN_IN_FAILURES');
    // The address named in the header was not charged.
    const { rows } = await getDb().execute<{ key: string }>(
      sql`select key from rate_limits where key like 'sign-in:address:%'`,
    );
    expect(rows.map((row) => row.key)).toEqual([`sign-in:address:${attacker}`]);
  }, 90_000); // 30 password hashes: slow on a loaded machine
});

describe('per-address limits and IPv6', () => {
  /** One submission of the contact form from `socket`: 'ok' or 'refused' (over the limit). */
  const submit = (socket: string) =>
    guardPublicForm('contact', {}, addressFromHeaders(request(socket), 0) ?? 'unknown').then(
      () => 'ok',
      (error: unknown) => (error instanceof RateLimitedError ? 'refused' : `error ${String(error)}`),
    );

  it('count a whole IPv6 /64 as one client: rotating addresses inside it escapes nothing', async () => {
    const results = [];
    // One /64 (2001:db8:a:1::/64), a new address per submission, in every notation.
    const inside = [
      '2001:db8:a:1::1',
      '2001:DB8:A:1:FFFF::2',
      '2001:0db8:000a:0001:1:2:3:4',
      '2001:db8:a:1::5',
    ];
    for (let i = 0; i < PUBLIC_FORM_LIMIT.attempts; i++)
      results.push(await submit(inside[i % inside.length]!));
    expect(results).toEqual(Array(PUBLIC_FORM_LIMIT.attempts).fill('ok'));
    expect(await submit('2001:db8:a:1:dead:beef:0:9')).toBe('refused');
    // The next /64 is another client.
    expect(await submit('2001:db8:a:2::1')).toBe('ok');
  });

  it('count an IPv4 address, given plain or IPv4-mapped, by the address itself', async () => {
    for (let i = 0; i < PUBLIC_FORM_LIMIT.attempts; i++)
      expect(await submit(i % 2 ? '::ffff:198.51.100.20' : '198.51.100.20')).toBe('ok');
    expect(await submit('::ffff:c633:6414')).toBe('refused'); // 198.51.100.20 in hexadecimal
    expect(await submit('198.51.100.20')).toBe('refused');
    // Its neighbour is another client (IPv4 is not grouped), and so is a mapped neighbour.
    expect(await submit('198.51.100.21')).toBe('ok');
    expect(await submit('::ffff:198.51.100.22')).toBe('ok');
  });

  it('hold for sign-in too: the address counter is the /64', async () => {
    const limit = SIGN_IN_FAILURE_LIMITS.address.failures;
    const attempt = (socket: string, i: number) =>
      countSignInAttempt(signInKeys(`ipv6-${i}@address.test`, request(socket), null));
    for (let i = 0; i < limit; i++) expect(await attempt(`2001:db8:b:7::${i + 1}`, i)).toBeNull();
    expect(await attempt('2001:db8:b:7:1:2:3:4', limit)).not.toBeNull();
    expect(await attempt('2001:db8:b:8::1', limit + 1)).toBeNull();
  });
});

describe('rate_limits pruning', () => {
  it('deletes rows whose window ended long ago when attempts are counted', async () => {
    await getDb().execute(sql`
      insert into rate_limits (key, count, window_start) values
        ('old:a', 3, now() - make_interval(secs => ${RATE_LIMIT_MAX_AGE_MS / 1000 + 60})),
        ('old:b', 1, now() - interval '30 days'),
        ('recent', 2, now() - interval '1 hour')`);
    forgetPerProcess('rate-limit pruning'); // as in a process that never pruned
    await hitRateLimit('other', 5, 60_000);
    const { rows } = await getDb().execute<{ key: string }>(
      sql`select key from rate_limits where key in ('old:a', 'old:b', 'recent', 'other') order by key`,
    );
    expect(rows.map((row) => row.key)).toEqual(['other', 'recent']);
  });

  it('refuses a window longer than rows are kept', async () => {
    await expect(hitRateLimit('forever', 1, RATE_LIMIT_MAX_AGE_MS + 1)).rejects.toThrow(/window too long/);
  });
});

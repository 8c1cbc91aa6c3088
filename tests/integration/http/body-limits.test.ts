import { describe, expect, it } from 'vitest';
import { POST as authPost } from '@/app/api/auth/[...all]/route';
import { POST as consultationPost } from '@/app/api/consultation/route';
import { POST as contactPost } from '@/app/api/contact/route';
import { POST as visitsPost } from '@/app/api/visits/route';
import { BODY_LIMITS } from '@/lib/server/body-limit';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';

// Bodies are refused with 413 while they stream: the route stops reading at the limit, so a huge
// upload neither fills memory nor is read to its end.

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes produced on demand (never allocated whole); counts what was read. */
function hugeBody(total: number) {
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  const stats = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled >= total) return controller.close();
      stats.pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
  });
  return { stream, stats };
}

const post = (
  handler: (request: Request) => Promise<Response>,
  url: string,
  body: BodyInit,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '192.0.2.10', ...headers },
      duplex: 'half',
    } as RequestInit),
  );

const routes = [
  {
    name: '/api/visits',
    handler: visitsPost,
    url: 'http://localhost:3000/api/visits',
    limit: BODY_LIMITS.visits,
  },
  {
    name: '/api/contact',
    handler: contactPost,
    url: 'http://localhost:3000/api/contact',
    limit: BODY_LIMITS.forms,
  },
  {
    name: '/api/consultation',
    handler: consultationPost,
    url: 'http://localhost:3000/api/consultation',
    limit: BODY_LIMITS.forms,
  },
];

describe('body limits', () => {
  it('are 4 KB for visits and 64 KB for the auth routes and the public forms', () => {
    expect(BODY_LIMITS).toEqual({ visits: 4096, auth: 65536, forms: 65536 });
  });

  for (const { name, handler, url, limit } of routes) {
    it(`${name}: a streamed 200 MB body gets 413 quickly, read no further than the limit`, async () => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const started = performance.now();
      const { stream, stats } = hugeBody(200 * MB);
      const response = await post(handler, url, stream);
      expect(response.status).toBe(413);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(stats.pulled).toBeLessThanOrEqual(limit + 2 * CHUNK);
      expect(process.memoryUsage().rss - before).toBeLessThan(50 * MB);
    });

    it(`${name}: a declared Content-Length over the limit gets 413 without reading`, async () => {
      const { stream, stats } = hugeBody(200 * MB);
      const response = await post(handler, url, stream, { 'content-length': String(200 * MB) });
      expect(response.status).toBe(413);
      expect(stats.pulled).toBeLessThanOrEqual(2 * CHUNK);
    });
  }

  it('/api/auth/*: a closed endpoint answers 404 without reading a streamed 200 MB body', async () => {
    const { stream, stats } = hugeBody(200 * MB);
    const response = await post(authPost, 'http://localhost:3000/api/auth/sign-in/email', stream);
    expect(response.status).toBe(404);
    expect(stats.pulled).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('a body just under the limit is still handled', async () => {
    const visit = JSON.stringify({ page_path: '/', pad: 'x'.repeat(BODY_LIMITS.visits - 40) });
    expect((await post(visitsPost, routes[0]!.url, visit)).status).toBe(204);
    const contact = JSON.stringify({
      name: 'Ana',
      email: 'ana@limits.test',
      message: 'Olá',
      pad: 'x'.repeat(BODY_LIMITS.forms - 100),
    });
    expect((await post(contactPost, routes[1]!.url, contact)).status).toBe(200);
  });
});

describe('visit throttle', () => {
  it('counts visits per address and answers 429 past the limit, other addresses unaffected', async () => {
    const visit = (address: string) =>
      post(visitsPost, routes[0]!.url, JSON.stringify({ page_path: '/' }), {
        [SOCKET_ADDRESS_HEADER]: address,
      });
    const statuses: number[] = [];
    for (let batch = 0; batch < 11; batch++) {
      const results = await Promise.all(Array.from({ length: 11 }, () => visit('198.51.100.40')));
      statuses.push(...results.map((response) => response.status));
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    const refused = await visit('198.51.100.40');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visit('198.51.100.41')).status).toBe(204);
  });
});

import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MemoryCacheHandler from '@/http/cache-handler.mjs';
import { compressionStep } from '@/http/compression.mjs';
import { withOperations } from '@/http/operations.mjs';
import {
  HIT_HEADER,
  REFRESH_DELAY_MS,
  STALE_MS,
  TTL_MS,
  pageCacheEnabled,
  pageCacheStep,
} from '@/http/page-cache.mjs';
import { createPipeline } from '@/http/pipeline.mjs';
import { serve } from '../helpers/http-layer';

// The contract of src/http/page-cache.mjs, composed as src/http/server.mjs does (a step of the pipeline, before
// the compression step), in front of a stand-in for Next.js's request handler that answers the way
// Next.js does (see ADR 0004's upgrade checklist, which points at these tests). Whether the real
// Next.js answers so is proved by tests/e2e/http/page-cache.spec.ts.

const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

/** How each stand-in page answers: its Cache-Control, status and extra headers. */
const PAGES: Record<string, { cacheControl?: string; status?: number; headers?: Record<string, string> }> = {
  '/com-cookie': { cacheControl: ISR, headers: { 'Set-Cookie': 'a=1; Path=/' } },
  '/privada': { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
  '/compartilhada-mas-privada': { cacheControl: 's-maxage=60, private' },
  '/sem-cache': { cacheControl: 'no-store' },
  '/sem-cabecalho': {},
  '/ausente': { cacheControl: ISR, status: 404 },
};
/** Kept pages with more headers: not HTML (a feed), whose policy the security headers layer leaves with its request's nonce. */
const KEPT_PAGES: typeof PAGES = {
  '/feed.xml': {
    cacheControl: ISR,
    headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'nonce-UmVxdWVzdE5vbmNl'" },
  },
};

const renders = new Map<string, number>();
/** Called during the next render of that path (e.g. an admin write landing meanwhile). */
const duringRender = new Map<string, () => Promise<void>>();

/** The stand-in for Next.js: HTML pages, RSC payloads for router requests, never compressed (compress: false). */
async function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url!;
  const count = (renders.get(path) ?? 0) + 1;
  renders.set(path, count);
  await duringRender.get(path)?.();
  duringRender.delete(path);
  const page = PAGES[path.split('?')[0]!] ?? KEPT_PAGES[path.split('?')[0]!] ?? { cacheControl: ISR };
  const router = 'rsc' in req.headers || path.includes('_rsc=');
  const body = router
    ? `rsc ${path} #${count}`
    : `<!DOCTYPE html><html><body>${req.method} ${path} #${count}${' texto'.repeat(300)}</body></html>`;
  res.statusCode = page.status ?? 200;
  res.setHeader('Content-Type', router ? 'text/x-component' : 'text/html; charset=utf-8');
  if (page.cacheControl) res.setHeader('Cache-Control', page.cacheControl);
  res.setHeader('Vary', NEXT_VARY);
  for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
  const bytes = Buffer.from(body);
  // In two writes, as a streamed render arrives.
  res.write(bytes.subarray(0, 10));
  res.end(bytes.subarray(10));
}

let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  server = await serve(
    createPipeline(
      (req: http.IncomingMessage, res: http.ServerResponse) => void fakeNext(req, res),
      [pageCacheStep(), compressionStep()],
    ).handle,
  );
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  server.request(path, headers, method);

let unique = 0;
/** A path no other test has requested. */
const fresh = (name: string) => `/${name}-${++unique}`;
const rendersOf = (path: string) => renders.get(path) ?? 0;

describe('page cache', () => {
  it('answers repeated anonymous GETs of a public page from memory', async () => {
    const path = fresh('pagina');
    const first = await request(path);
    const second = await request(path);
    expect(rendersOf(path)).toBe(1);
    expect(first.headers[HIT_HEADER]).toBeUndefined();
    expect(second.headers[HIT_HEADER]).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.text).toContain(`GET ${path} #1`);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe(ISR);
    expect(Number(second.headers['content-length'])).toBe(second.raw.length);
  });

  it.each([
    ['an RSC navigation', { RSC: '1' }],
    ['a prefetch', { RSC: '1', 'Next-Router-Prefetch': '1' }],
    ['a router state tree', { 'Next-Router-State-Tree': '%5B%22%22%5D' }],
    ['a segment prefetch', { 'Next-Router-Segment-Prefetch': '/_tree' }],
    ['a server action', { 'Next-Action': 'abc123' }],
    ['a range request', { Range: 'bytes=0-9' }],
    ['a signed-in request', { Cookie: 'better-auth.session_token=x' }],
    ['a request with credentials', { Authorization: 'Bearer x' }],
  ])('lets Next.js answer %s, and never keeps its answer', async (_label, headers) => {
    const path = fresh('roteador');
    const rscFirst = await request(path, headers);
    expect(rendersOf(path)).toBe(1);
    const page = await request(path);
    expect(page.text).toContain(`<html><body>GET ${path} #2`); // the page, not the router answer
    await request(path, headers);
    expect(rendersOf(path)).toBe(3); // never answered from the cached page
    if ('RSC' in headers) expect(rscFirst.text).toBe(`rsc ${path} #1`);
    expect((await request(path)).text).toBe(page.text); // and the cached page is still the page
  });

  it('lets Next.js answer _rsc URLs, other methods and paths that are not pages', async () => {
    const page = fresh('pagina');
    for (const path of [
      `${page}?_rsc=1a2b`,
      '/_next/static/chunk.js',
      '/media/photos/a.png',
      '/api/visits',
    ]) {
      await request(path);
      await request(path);
      expect(rendersOf(path), path).toBe(2);
    }
    await request(page, {}, 'POST');
    await request(page, {}, 'HEAD');
    await request(page, {}, 'POST');
    expect(rendersOf(page)).toBe(3);
  });

  it.each(Object.keys(PAGES))(
    'never keeps %s (a cookie, private, no shared max-age or not 200)',
    async (path) => {
      const before = rendersOf(path);
      const first = await request(path);
      await request(path);
      expect(rendersOf(path)).toBe(before + 2);
      expect(first.status).toBe(PAGES[path]!.status ?? 200);
    },
  );

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('answers Accept-Encoding "%s" with %s, and varies on it', async (accept, encoding) => {
    const path = fresh('codificada');
    // The first visitor's answer was compressed for them; another encoding is made from the page once.
    const original = await request(path, { 'Accept-Encoding': 'gzip' });
    const answer = await request(path, accept ? { 'Accept-Encoding': accept } : {});
    expect(rendersOf(path)).toBe(1);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.text).toBe(original.text);
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.headers.vary).toBe(`${NEXT_VARY}, Accept-Encoding`);
  });

  it('empties itself on every invalidation (the cache handler revalidating a tag)', async () => {
    const path = fresh('invalidada');
    await request(path);
    await request(path);
    expect(rendersOf(path)).toBe(1);
    await new MemoryCacheHandler().revalidateTag(['news']);
    expect((await request(path)).text).toContain('#2');
    expect((await request(path)).text).toContain('#2');
    expect(rendersOf(path)).toBe(2);
  });

  it('does not keep a page rendered while an invalidation happened', async () => {
    const path = fresh('corrida');
    duringRender.set(path, () => new MemoryCacheHandler().revalidateTag(['tips']));
    await request(path);
    expect((await request(path)).text).toContain('#2');
    expect((await request(path)).text).toContain('#2');
    expect(rendersOf(path)).toBe(2);
  });

  it(`after ${TTL_MS} ms, serves the page it has and renders it again in the background, once`, async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const path = fresh('expirada');
    await request(path);
    vi.advanceTimersByTime(TTL_MS - 1);
    await request(path);
    expect(rendersOf(path)).toBe(1);
    vi.advanceTimersByTime(2);
    // Past its time: the visitors still get the page at once, and a header cannot make them wait.
    for (const headers of [{}, {}, { 'x-tribuna-page-refresh': 'forjado' }] as Record<string, string>[]) {
      const stale = await request(path, headers);
      expect(stale.text).toContain('#1');
      expect(stale.headers[HIT_HEADER]).toBe('stale');
    }
    expect(rendersOf(path)).toBe(1);
    // After the visit's own requests, the page is rendered again in this process, once, and kept.
    vi.advanceTimersByTime(REFRESH_DELAY_MS);
    vi.useRealTimers(); // expect.poll's timers are real; the clock stays where the test put it
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TTL_MS + REFRESH_DELAY_MS + 1 });
    await expect
      .poll(async () => {
        const answer = await request(path);
        return [answer.text.match(/#\d/)?.[0], answer.headers[HIT_HEADER]];
      })
      .toEqual(['#2', 'hit']);
    expect(rendersOf(path)).toBe(2);
  });

  it(`past ${TTL_MS + STALE_MS} ms (no refresh could keep it), the visitor's request renders the page`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = fresh('antiga');
    await request(path);
    vi.advanceTimersByTime(TTL_MS + STALE_MS);
    expect((await request(path)).text).toContain('#2');
    expect((await request(path)).text).toContain('#2');
    expect(rendersOf(path)).toBe(2);
  });

  it('gives every answer, hits and stale answers included, its own request id; keeps no header of one request', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    // As src/http/server.mjs composes it: the operations layer (request ids) outside the page cache.
    const entries = new Map<string, { headers: [string, unknown][] }>();
    const site = await serve(
      withOperations(
        createPipeline(
          (req: http.IncomingMessage, res: http.ServerResponse) => void fakeNext(req, res),
          [pageCacheStep({ entries: entries as never }), compressionStep()],
        ).handle,
        { env: {} },
      ),
    );
    try {
      const path = fresh('com-id');
      const miss = await site.request(path);
      const hit = await site.request(path);
      expect(hit.headers[HIT_HEADER]).toBe('hit');
      vi.advanceTimersByTime(TTL_MS + 1);
      const stale = await site.request(path);
      expect(stale.headers[HIT_HEADER]).toBe('stale');
      const ids = [miss, hit, stale].map((answer) => answer.headers['x-request-id']);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(ids).size).toBe(3);
      for (const answer of [hit, stale]) expect(answer.headers.date).toBeDefined();

      const feed = await site.request('/feed.xml');
      const feedHit = await site.request('/feed.xml');
      expect(feedHit.headers[HIT_HEADER]).toBe('hit');
      expect(feedHit.headers['x-request-id']).not.toBe(feed.headers['x-request-id']);
      // The nonce of the first request's policy is not given to the next visitors.
      expect(feedHit.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self'");

      expect([...entries.keys()]).toEqual(expect.arrayContaining([path, '/feed.xml']));
      for (const entry of entries.values()) {
        const names = entry.headers.map(([name]) => name.toLowerCase());
        for (const name of ['x-request-id', 'date', 'set-cookie']) expect(names).not.toContain(name);
        expect(JSON.stringify(entry.headers)).not.toMatch(/nonce-/);
      }
    } finally {
      await site.close();
    }
  });

  it('is on unless PAGE_CACHE=off', () => {
    expect(pageCacheEnabled({})).toBe(true);
    expect(pageCacheEnabled({ PAGE_CACHE: 'on' })).toBe(true);
    expect(pageCacheEnabled({ PAGE_CACHE: 'off' })).toBe(false);
  });
});

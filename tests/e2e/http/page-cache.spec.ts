import { expect, test } from '../fixtures';
import { FROM_PAGE_CACHE } from '../helpers/html';

// Alone (fixtures.ts): the page cache every public page shares.
test.use({ alone: true });

// The real Next.js answers the way src/http/page-cache.mjs relies on (tests/integration/http/page-cache.test.ts
// checks the cache against a stand-in): part of ADR 0004's checklist for a Next.js upgrade.

test('a public page is marked shared-cacheable, and repeated anonymous GETs come from memory', async ({
  request,
}) => {
  const first = await request.get('/');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
  expect(first.headers()['set-cookie']).toBeUndefined();
  await expect.poll(async () => (await request.get('/')).headers()['x-page-cache']).toMatch(FROM_PAGE_CACHE);
});

test('router requests are told apart by the headers the cache looks for, and reach Next.js', async ({
  request,
}) => {
  await expect.poll(async () => (await request.get('/')).headers()['x-page-cache']).toMatch(FROM_PAGE_CACHE);
  const routerRequests: Record<string, string>[] = [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }];
  for (const headers of routerRequests) {
    const router = await request.get('/', { headers });
    expect(router.headers()['content-type']).toContain('text/x-component');
    expect(router.headers()['x-page-cache']).toBeUndefined();
    // Next.js varies its pages on the router headers the cache passes through.
    expect(router.headers()['vary']?.toLowerCase()).toContain('rsc');
  }
  const page = await request.get('/');
  expect(page.headers()['content-type']).toContain('text/html');
});

test('a missing page is never cached', async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const missing = await request.get('/pagina-que-nao-existe');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-page-cache']).toBeUndefined();
  }
});

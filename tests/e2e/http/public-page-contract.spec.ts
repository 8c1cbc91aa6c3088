import type { APIResponse } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures';
import { e2eDb, query, unique } from '../helpers/database';
import {
  FROM_PAGE_CACHE,
  isJsonLd,
  isRunnableInline,
  isSiteScript,
  pendingBoundariesOf,
  scriptPreloadsOf,
  scriptsOf,
  sha256Source,
  sourcesOf,
  unescapeScript,
} from '../helpers/html';
import { PUBLIC_PAGES } from '../public-helpers';

// The public-page contract (src/http/public-pages.mjs, ADR 0008) on the production build: every public
// page reaches the browser as server HTML plus the site's one script. It fails when Next.js's output
// changes under the HTTP layer (an upgrade): a script left in, the RSC payload back, a page grown,
// a nonce on a page served to someone else. The pages' behaviour is covered by the public-* specs.

/** What these checks read of an answer (from the API client or the browser). */
type Answer = Pick<APIResponse, 'headers'>;

/** Bytes of a page's HTML as sent (Brotli) and as read, with room for the content other specs add. */
const BUDGET = {
  home: { compressed: 26 * 1024, raw: 160 * 1024 },
  page: { compressed: 18 * 1024, raw: 96 * 1024 },
};

async function newestPostPath(request: { get(url: string): Promise<APIResponse> }) {
  const blog = await (await request.get('/blog')).text();
  const path = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  expect(path, 'a post linked from /blog').toBeDefined();
  return path!;
}

/** Whether this answer may be given to other requests than this one (the page cache, Next.js's cache). */
const isShared = (response: Answer) => {
  const headers = response.headers();
  return (
    /\bs-maxage=/.test(headers['cache-control'] ?? '') ||
    FROM_PAGE_CACHE.test(headers['x-page-cache'] ?? '') ||
    'x-nextjs-cache' in headers
  );
};

/** Every inline script the browser would run is allowed by the answer's own policy. */
function expectScriptsAllowed(response: Answer, html: string) {
  // Soft, as every check of the contract: a broken page reports everything it breaks at once.
  const scriptSources = sourcesOf(response.headers()['content-security-policy'] ?? '', 'script-src');
  for (const script of scriptsOf(html).filter(isRunnableInline)) {
    const allowed =
      scriptSources.includes(sha256Source(script.content)) ||
      (script.nonce !== null && scriptSources.includes(`'nonce-${script.nonce}'`));
    expect.soft(allowed, `inline script allowed by the policy: ${script.content.slice(0, 60)}`).toBe(true);
  }
}

/** A shared page carries no nonce: neither in its policy nor on its elements. */
function expectNoNonce(response: Answer, html: string, label: string) {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect
    .soft(
      sourcesOf(policy, 'script-src').filter((source) => source.startsWith("'nonce-")),
      `${label}: nonce in the policy`,
    )
    .toEqual([]);
  expect.soft(html.match(/\snonce="[^"]*"/g) ?? [], `${label}: nonce in the HTML`).toEqual([]);
}

test.describe('the public-page contract', () => {
  const paths = [...PUBLIC_PAGES.map(({ path }) => path), 'post', '/pagina-que-nao-existe'];
  for (const listed of paths) {
    test(`${listed}: server HTML and the site's script only, within budget, no nonce`, async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      const path = listed === 'post' ? await newestPostPath(request) : listed;
      const missing = listed.startsWith('/pagina-que');
      if (missing)
        allowConsoleErrors(/status of 404/, 'unknown paths answer 404; the browser logs the status');
      const budget = listed === '/' ? BUDGET.home : BUDGET.page;
      // Twice: from Next.js (or its cache), then from the page cache (or Next.js's cache for a 404).
      const answers = [await request.get(path), await request.get(path)];
      for (const [i, response] of answers.entries()) {
        const label = `${path}, answer ${i + 1}`;
        expect.soft(response.status(), label).toBe(missing ? 404 : 200);
        const html = await response.text();
        const scripts = scriptsOf(html);
        const others = scripts
          .filter((script) => !isJsonLd(script) && !isSiteScript(script))
          .map((script) => `<script ${script.attributes}>${script.content.slice(0, 80)}`);
        expect.soft(others, `${label}: scripts besides the JSON-LD and the site's`).toEqual([]);
        expect.soft(scripts.filter(isSiteScript), label).toHaveLength(1);
        expect.soft(scriptPreloadsOf(html), `${label}: script preloads`).toEqual([]);
        expect.soft(pendingBoundariesOf(html), `${label}: parts waiting for React to show them`).toEqual([]);

        expect.soft(response.headers()['content-encoding'], label).toBe('br');
        expect
          .soft(Number(response.headers()['content-length']), `${label}: bytes sent`)
          .toBeLessThanOrEqual(budget.compressed);
        expect.soft(Buffer.byteLength(html), `${label}: bytes of HTML`).toBeLessThanOrEqual(budget.raw);

        // The booking page shows the free times of now: rendered for each request, never shared.
        if (path !== '/agendar-consulta') expect.soft(isShared(response), `${label} is shared`).toBe(true);
        expectNoNonce(response, html, label);
        expectScriptsAllowed(response, html);
      }
      expect
        .soft(
          answers.some((response) => FROM_PAGE_CACHE.test(response.headers()['x-page-cache'] ?? '')) ||
            missing ||
            path === '/agendar-consulta',
        )
        .toBe(true);

      // No text shown on the page is repeated inside a script (the RSC payload, come back).
      await page.goto(path);
      const phrases = (await page.locator('body').innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length >= 20);
      expect(phrases.length, 'phrases shown on the page').toBeGreaterThan(5);
      const scriptText = scriptsOf(await answers[1]!.text())
        .filter((script) => !isJsonLd(script))
        .map((script) => unescapeScript(script.content))
        .join('\n');
      expect
        .soft(
          phrases.filter((phrase) => scriptText.includes(phrase)),
          'text shown on the page, inside a script',
        )
        .toEqual([]);
    });
  }

  test('an unknown post keeps React to draw its not-found page, and Next.js shares it without a nonce', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/, 'an unknown post answers 404; the browser logs the status');
    const path = `/blog/${randomUUID()}`;
    const answers = [await request.get(path), await request.get(path)];
    for (const response of answers) {
      expect(response.status()).toBe(404);
      const html = await response.text();
      const scripts = scriptsOf(html);
      // notFound() inside the page: Next.js's error shell, drawn by React in the browser (the exception).
      expect(html).toMatch(/id="__next_error__"|<!--\$!-->/);
      expect(scripts.some((script) => script.src?.startsWith('/_next/'))).toBe(true);
      expect(scripts.filter(isSiteScript)).toHaveLength(1);
      // Kept by Next.js and given to the next visitor with the first one's scripts: hashes, no nonce.
      expect(isShared(response)).toBe(true);
      const scriptSources = sourcesOf(response.headers()['content-security-policy'] ?? '', 'script-src');
      expect(scriptSources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
      expectScriptsAllowed(response, html);
    }
    expect(answers[1]!.headers()['x-nextjs-cache']).toBe('HIT');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Artigo não encontrado.' })).toBeVisible();
  });

  test.describe('while its database read fails', () => {
    // Alone (fixtures.ts): it ends the server's connections that wait on the posts' table, which
    // another test's pages would be waiting on too.
    test.use({ alone: true });

    test('a public page whose render failed keeps React, which draws the error page under its nonce', async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 500/, 'the render failed on purpose: the page answers 500');
      allowConsoleErrors(
        /React error #441/,
        'React reports the Server Components error it draws the page for',
      );
      allowConsoleErrors(
        /\[visits\] not recorded \(HTTP 500\)/,
        "the visit's check that the post exists waits on the same lock, and its connection is ended too",
      );
      allowConsoleErrors(
        /favicon\.ico.*status of 404/,
        "Next.js's error shell has an empty head: the browser asks for /favicon.ico",
      );
      // A post nobody has visited: its page is rendered now, and its read fails while rendering (the
      // database connection ends under it, as when PostgreSQL restarts).
      const [{ slug }] = (await query<{ slug: string }>(
        `insert into blog_posts (title, slug, summary, content, content_text, author, active)
         values ($1, $2, 'Resumo', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Conteúdo"}]}]}',
           'Conteúdo', 'Autor', true) returning slug`,
        [`Falha ao renderizar ${unique()}`, `falha-ao-renderizar-${unique()}`],
      )) as [{ slug: string }];
      const locker = await (await e2eDb()).$client.connect();
      const navigation = (async () => {
        await locker.query('begin');
        await locker.query('lock table blog_posts in access exclusive mode');
        return page.goto(`/blog/${slug}`);
      })();
      let settled = false;
      void navigation.finally(() => (settled = true)).catch(() => {});
      try {
        // Every read of the post waits for the lock: end its connection until the page has answered.
        await expect
          .poll(
            async () => {
              await query(
                `select pg_terminate_backend(pid) from pg_stat_activity
                 where wait_event_type = 'Lock' and query ilike '%blog_posts%'`,
              );
              return settled;
            },
            { timeout: 30_000 },
          )
          .toBe(true);
      } finally {
        await locker.query('commit');
        locker.release();
      }
      const response = (await navigation)!;
      expect(response.status()).toBe(500);
      const html = await response.text();
      expect(html).toMatch(/id="__next_error__"|<!--\$!-->/);
      const scripts = scriptsOf(html);
      expect(scripts.some((script) => script.src?.startsWith('/_next/'))).toBe(true);
      expect(scripts.filter(isSiteScript)).toHaveLength(1);
      // Rendered for this request only: its own nonce, on every script React needs.
      const nonce = sourcesOf(response.headers()['content-security-policy'] ?? '', 'script-src').find(
        (source) => source.startsWith("'nonce-"),
      );
      expect(nonce).toBeDefined();
      expectScriptsAllowed(response, html);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Não foi possível carregar esta página' }),
      ).toBeVisible();
    });
  });

  test('answers are compressed by the HTTP layer, in the encoding the browser prefers', async ({
    request,
  }) => {
    // Next.js does not compress (it would answer gzip, never br): pages, its scripts and XML alike.
    const login = await request.get('/login', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(login.headers()['content-encoding']).toBe('br');
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await login.text())?.[1];
    expect(script).toBeDefined();
    for (const path of [script!, '/sitemap.xml']) {
      const answer = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(answer.headers()['content-encoding'], path).toBe('br');
      expect(answer.headers()['vary'], path).toContain('Accept-Encoding');
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(await gzip.body()).toEqual(await answer.body());
    }
  });
});

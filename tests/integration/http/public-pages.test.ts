import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_ROUTES, declaresNotFound, isPublicPage, toPublicPage } from '@/http/public-pages.mjs';

// src/http/public-pages.mjs on its own: which answers are public pages, and what the stripping keeps.
// That the production build's pages come out as the contract says is proved by
// tests/e2e/http/public-page-contract.spec.ts.

const ENTRY = '/_enhance/site-TEST.js';
/** The Portuguese and the English sites' folders. */
const SITES = ['(site)', '(en)'].map((group) => path.join('src', 'app', group));

/** The route of every page.tsx under a site's folder, in App Router notation (route groups left out). */
function sitePages(site: string, dir = site): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routes.push(...sitePages(site, full));
    else if (entry.name === 'page.tsx') {
      const segments = path
        .relative(site, dir)
        .split(path.sep)
        .filter((part) => part && !/^\(.*\)$/.test(part));
      routes.push(`/${segments.join('/')}`);
    }
  }
  return routes;
}

describe('public pages (the contract of src/http/public-pages.mjs)', () => {
  it('cover every page of the public site', () => {
    const pages = SITES.flatMap((site) => sitePages(site)).filter((route) => !route.includes('[...'));
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) expect(PUBLIC_PAGE_ROUTES, route).toContain(route);
  });

  it('are told by their route pattern, or by being the not-found page', () => {
    for (const url of [
      '/',
      '/?utm_source=x',
      '/blog',
      '/blog/0a266a98-15de-49a7-928a-12dd0becab41',
      '/blog/tag/tributario',
      '/agendar-consulta',
      '/privacidade#dpo',
    ]) {
      expect(isPublicPage(url, 200), url).toBe(true);
    }
    for (const url of ['/login', '/admin/blog', '/blog/a/b', '/blogs', '/api/visits', '/contato/extra']) {
      expect(isPublicPage(url, 200), url).toBe(false);
    }
    expect(isPublicPage('/admin/nada', 404)).toBe(true);
    expect(PUBLIC_PAGE_ROUTES).toContain('/blog/tag/[tag]');
  });

  it("keep only data blocks among their scripts, drop script preloads, and get the site's script", () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>' +
      '<link rel=\'modulepreload\' href=\'/x.js\'><link rel="preload" as="image" href="/i.webp"/>' +
      '<link rel="icon" href="/icon.svg"/><script src="/_next/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"LegalService"}</script></head><body><p>Oi</p>' +
      '<script>self.__next_f.push([1,"Oi"])</script><script type="module">x()</script>' +
      '<SCRIPT nonce="n">$RC("B:0","S:0")</SCRIPT><script type="application/json">{"a":1}</script></body></html>';
    const page = toPublicPage(html, ENTRY, '/', 200);
    expect(page.keptReact).toBe(false);
    expect(page.html).toBe(
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/i.webp"/>' +
        '<link rel="icon" href="/icon.svg"/>' +
        `<script type="application/ld+json">{"@type":"LegalService"}</script><script type="module" src="${ENTRY}"></script></head>` +
        '<body><p>Oi</p></body></html>',
    );
  });

  it('keep the runtime of a page whose render failed, which React draws in the browser', () => {
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head>' +
      '<script src="/_next/static/a.js" async></script></head><body></body>' +
      '<script>self.__next_f.push([1,"500"])</script></html>';
    const failedBoundary = shell
      .replace('<body></body>', '<body><!--$!--><template data-dgst="E"></template><p>…</p><!--/$--></body>')
      .replace(' id="__next_error__"', '');
    for (const html of [shell, failedBoundary]) {
      const page = toPublicPage(html, ENTRY, '/', 200);
      expect(page.keptReact).toBe(true);
      expect(page.html).toContain('<script src="/_next/static/a.js" async></script>');
      expect(page.html).toContain('self.__next_f.push');
      expect(page.html).toContain(`<script type="module" src="${ENTRY}"></script></head>`);
    }
  });

  it('are in the language of their address, and the language link leads to their twin when they have one', () => {
    const page = (alternate: string) =>
      '<!DOCTYPE html><html lang="pt-BR"><head>' +
      alternate +
      '</head><body><header><a href="/en" hrefLang="en" lang="en" data-language-switch="">English</a>' +
      '</header></body></html>';
    const twin = '<link rel="alternate" hrefLang="en" href="https://firm.example/en/tax-law"/>';

    const portuguese = toPublicPage(page(twin), ENTRY, '/advocacia-tributaria?utm_source=x', 200).html;
    expect(portuguese).toContain('<html lang="pt-BR">');
    expect(portuguese).toContain('<a href="/en/tax-law" hrefLang="en" lang="en" data-language-switch="">');

    const english = toPublicPage(
      page(twin).replace('hrefLang="en" lang="en"', 'hrefLang="pt-BR" lang="pt-BR"'),
      ENTRY,
      '/en/tax-law',
      200,
    ).html;
    expect(english).toContain('<html lang="en">');
    // No Portuguese twin named in the head: the link keeps leading to the Portuguese home.
    expect(english).toContain('<a href="/en" hrefLang="pt-BR"');

    expect(toPublicPage(page(''), ENTRY, '/en', 200).html).toContain('<html lang="en">');
    expect(toPublicPage(page(''), ENTRY, '/entrevista', 200).html).toContain('<html lang="pt-BR">');
    // The Portuguese not-found page (an /en address when the site has no English) stays Portuguese;
    // the English 404 says it is one, and is in its address's language.
    expect(toPublicPage(page(''), ENTRY, '/en/nada', 404).html).toContain('<html lang="pt-BR">');
    const englishNotFound = page('<meta name="answer-status" content="404"/>');
    expect(declaresNotFound(englishNotFound)).toBe(true);
    expect(declaresNotFound(page(''))).toBe(false);
    expect(toPublicPage(englishNotFound, ENTRY, '/en/nada', 404).html).toContain('<html lang="en">');
  });
});

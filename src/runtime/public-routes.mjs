// @ts-check

// The site's public pages, named once for both sides (ADR 0023): the HTTP layer's public-page
// contract (src/http/public-pages.mjs) and the pages whose visits are recorded
// (src/features/visits/recordable.ts).

/**
 * Every public page, as App Router route patterns (a `[param]` is one path segment). A new public
 * page adds its line here; tests/integration/http/public-pages.test.ts fails on a page of
 * src/app/(site) that is missing.
 * @type {readonly string[]}
 */
export const PUBLIC_PAGE_ROUTES = [
  '/',
  '/apresentacao',
  '/servicos',
  '/advocacia-empresarial',
  '/advocacia-tributaria',
  '/recuperacao-judicial',
  '/direito-sucessoes',
  '/direito-imobiliario',
  '/direito-consumidor',
  '/blog',
  '/blog/[slug]',
  '/blog/busca',
  '/blog/pagina/[pagina]',
  '/blog/tag/[tag]',
  '/blog/tag/[tag]/pagina/[pagina]',
  '/contratar-servicos',
  '/contato',
  '/consultation-request',
  '/agendar-consulta',
  '/agendar-consulta/reserva/[token]',
  '/agendar-consulta/reserva/[token]/cancelar',
  '/agendar-consulta/reserva/[token]/remarcar',
  // A preview answers private, no-store: never kept by the page cache (issue 22).
  '/pre-visualizacao/[token]',
  '/privacidade',
  '/acessibilidade',
  // Client alerts (issue 35): the subscribe page, then a subscriber's links (a token: rendered per
  // request, private, no-store, never recorded as visits).
  '/informativos',
  '/informativos/confirmar/[token]',
  '/informativos/preferencias/[token]',
  '/informativos/cancelar/[token]',
  // The English site (ADR 0027; src/lib/server/addresses.ts names each page's twin).
  '/en',
  '/en/about',
  '/en/practice-areas',
  '/en/corporate-law',
  '/en/tax-law',
  '/en/restructuring',
  '/en/succession-law',
  '/en/real-estate-law',
  '/en/consumer-law',
  '/en/book-a-consultation',
  '/en/book-a-consultation/booking/[token]',
  '/en/book-a-consultation/booking/[token]/cancel',
  '/en/book-a-consultation/booking/[token]/reschedule',
  '/en/hire-us',
  '/en/contact',
  '/en/consultation-request',
  '/en/privacy',
  '/en/accessibility',
  '/en/blog',
  '/en/blog/[slug]',
  '/en/blog/search',
  '/en/blog/page/[page]',
  '/en/blog/tag/[tag]',
  '/en/blog/tag/[tag]/page/[page]',
  '/en/alerts',
  '/en/alerts/confirm/[token]',
  '/en/alerts/preferences/[token]',
  '/en/alerts/unsubscribe/[token]',
];

/** English pages live under this prefix (ADR 0027); every other public page is in Portuguese. */
export const ENGLISH_PREFIX = '/en';

/**
 * The meta tag by which a page says it answers 404 (its metadata's `other`): the English site's
 * unknown addresses, which are drawn by a page of their own, never by `notFound()` (ADR 0027). The
 * HTTP layer sets the status from it (src/http/public-pages.mjs).
 */
export const NOT_FOUND_META = { name: 'answer-status', content: '404' };

/**
 * The language of a public address: 'en' under /en, 'pt-BR' elsewhere.
 * @param {string} path
 * @returns {'pt-BR' | 'en'}
 */
export function languageOfPath(path) {
  return path === ENGLISH_PREFIX ||
    path.startsWith(`${ENGLISH_PREFIX}/`) ||
    path.startsWith(`${ENGLISH_PREFIX}?`)
    ? 'en'
    : 'pt-BR';
}

/** Marks the header's language link, whose address the HTTP layer sets from the page's hreflang. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';

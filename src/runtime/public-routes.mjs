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
];

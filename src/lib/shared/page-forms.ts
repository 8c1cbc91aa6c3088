// The public forms that post to their own page (docs/forms.md, ADR 0012). Each form, by its
// `data-enhance` name, has the route that takes it and the pages that show it. The page's script
// sends the form to the route as JSON; without the script the browser posts it to the page, and
// next.config.ts sends that post to the same route (the rewrites below), which answers with the
// page itself: the form's messages at their fields and what was typed kept, or its success.
// Plain data: next.config.ts imports it. A page shows at most one of these forms.

export const PAGE_FORMS = {
  'contact-form': { route: '/api/contact', pages: ['/', '/contato', '/en/contact'] },
  'consultation-form': {
    route: '/api/consultation',
    pages: ['/consultation-request', '/en/consultation-request'],
  },
  // The booking's last step (issue 23); its page's query holds the choices of the steps before.
  'booking-form': { route: '/api/booking', pages: ['/agendar-consulta', '/en/book-a-consultation'] },
  // 'Receba nossos informativos' (issue 35): its own page, /blog and the end of every post; a plain
  // post from a post's page is answered with /informativos (the first page).
  // /en/alerts (issue 34) has the form in English.
  'alerts-form': {
    route: '/api/informativos',
    pages: ['/informativos', '/blog', '/blog/:slug', '/en/alerts'],
  },
} as const satisfies Record<string, { route: string; pages: readonly string[] }>;

export type PageFormName = keyof typeof PAGE_FORMS;

/** The query parameter that tells a form's route which page the plain post came from. */
export const PAGE_PARAM = 'pagina';

/** A browser's plain form post (what `has` matches in the rewrites). */
export const PLAIN_POST_TYPE = 'application/x-www-form-urlencoded';

/**
 * The rewrites (next.config.ts, beforeFiles) that send a plain post of a page's form to its route.
 * A page's own GET never carries this content type, so it never matches.
 */
export function pageFormRewrites() {
  return Object.values(PAGE_FORMS).flatMap(({ route, pages }) =>
    pages.map((page) => ({
      source: page,
      has: [{ type: 'header' as const, key: 'content-type', value: `${PLAIN_POST_TYPE}(;.*)?` }],
      // A page given as a pattern ('/blog/:slug') is answered with the form's first page.
      destination: `${route}?${PAGE_PARAM}=${encodeURIComponent(page.includes(':') ? pages[0]! : page)}`,
    })),
  );
}

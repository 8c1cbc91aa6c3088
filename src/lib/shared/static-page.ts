/**
 * Metadata that marks a page as a public one: served as plain HTML with the site's small script
 * instead of React in the browser (scripts/static-pages.mjs looks for the <meta> it renders).
 * Its interactive parts are server components marked data-enhance (src/enhance/site.ts).
 */
export const STATIC_PAGE = { 'tribuna-page': 'static' } as const;

// @ts-check
// What the HTTP layer relies on of Next.js's output and behaviour, named in one place (convention 14).
// Each seam is proved against the real production build by the test named beside it; ADR 0008's
// upgrade checklist goes through them after a Next.js upgrade.

/**
 * Next.js's own files (scripts, styles, optimized images): never pages.
 * Proved by: tests/e2e/public-page-contract.spec.ts (admin pages load their scripts from here).
 */
export const NEXT_ASSET_PREFIX = '/_next/';

/**
 * Request headers of Next.js's router: client navigation (`RSC`), prefetches, server actions and
 * partial renders. Such a request wants router data or an action's answer, never the page itself.
 * Proved by: tests/e2e/page-cache.spec.ts ("router requests are told apart…").
 */
export const ROUTER_REQUEST_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

/** The query parameter of the router's requests (cache busting). */
export const ROUTER_QUERY_PARAMETER = '_rsc=';

/**
 * Next.js takes the nonce it puts on every script it renders from the request's
 * Content-Security-Policy header (getScriptNonceFromHeaders).
 * Proved by: tests/e2e/security-headers.spec.ts ("sign-in and an admin page: a fresh nonce…").
 */
export const NONCE_REQUEST_HEADER = 'content-security-policy';

/**
 * Present on a response Next.js rendered into, or served from, its own response cache: such a page
 * is given to other requests than the one it was rendered for, with that request's nonces. Not-found
 * answers of ISR pages (an unknown post: its error shell, 404) are kept there although they are not
 * shareable by their status.
 * Proved by: tests/e2e/public-page-contract.spec.ts ("an unknown post…", twice).
 */
export const RESPONSE_CACHE_HEADER = 'x-nextjs-cache';

/**
 * Whether Next.js marked a response as one every visitor may be given: ISR pages answer 200 with
 * `Cache-Control: s-maxage=…` and no cookie; dynamic and admin responses are private/no-store.
 * Proved by: tests/e2e/page-cache.spec.ts ("a public page is marked shared-cacheable…").
 * @param {number} statusCode
 * @param {import('node:http').OutgoingHttpHeaders} headers
 */
export function isShareable(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie']) return false;
  const directives = String(headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  return (
    directives.some((directive) => directive.startsWith('s-maxage=')) &&
    !directives.some((directive) => ['private', 'no-store', 'no-cache'].includes(directive))
  );
}

/**
 * A page whose render failed on the server: Next.js sends its error shell (`id="__next_error__"`),
 * or React marks the boundary that failed (`<!--$!-->`), and React draws the page in the browser
 * from the RSC payload (error.tsx). notFound() called while a page renders (an unknown post) ends
 * the same way, with status 404: Next.js draws not-found.tsx in the browser. Such a page keeps React
 * (ADR 0008).
 * Proved by: tests/e2e/public-page-contract.spec.ts ("a public page whose render failed…", "an
 * unknown post…").
 * @param {string} html
 */
export function isFailedRender(html) {
  return html.includes('id="__next_error__"') || html.includes('<!--$!-->');
}

// Not a value, but relied on all the same: Next.js writes every response through Node's
// res.writeHead/res.write/res.end (streamed pages call res.flushHeaders() first and res.flush() after
// each chunk when it exists), and does not compress (`compress: false` in next.config.ts): the HTTP
// layer does, once. Proved by tests/e2e/public-page-contract.spec.ts (pages stripped, answers
// compressed by us) and tests/e2e/page-cache.spec.ts (hits).

// @ts-check
import { createHash } from 'node:crypto';

// What the site relies on of Next.js's and Better Auth's output and internals, named in one place
// (convention 14): the HTTP layer (src/http) and the app (src/proxy.ts, src/lib/server) both read it
// here, in the neutral src/runtime (ADR 0023). Each seam is proved by the test named beside it, most
// against the real production build; ADR 0008's upgrade checklist goes through them after a Next.js
// or Better Auth upgrade.

/**
 * Next.js's own files (scripts, styles, optimized images): never pages.
 * Proved by: tests/e2e/http/public-page-contract.spec.ts (admin pages load their scripts from here).
 */
export const NEXT_ASSET_PREFIX = '/_next/';

/** Next.js's built scripts and styles, and its image optimizer (route labels: src/http/routes.mjs). */
export const NEXT_STATIC_PREFIX = `${NEXT_ASSET_PREFIX}static/`;
export const NEXT_IMAGE_PATH = `${NEXT_ASSET_PREFIX}image`;

/**
 * Where a production build lists its routes, and how: `staticRoutes` and `dynamicRoutes`, each
 * `{ page, regex }` (the route pattern, `/blog/[slug]`, and a regular expression of its paths).
 * Proved by: tests/integration/operations/metrics.test.ts and operations.test.ts read routes from the sources
 * (no build there); against a build only by the route labels of /metrics (docs/operations.md).
 */
export const ROUTES_MANIFEST = ['.next', 'routes-manifest.json'];

/**
 * The routes a parsed routes manifest lists (empty for anything else).
 * @param {unknown} manifest
 * @returns {{ page: string, regex: string }[]}
 */
export function manifestRoutes(manifest) {
  const { staticRoutes = [], dynamicRoutes = [] } = /** @type {{ staticRoutes?: [], dynamicRoutes?: [] }} */ (
    manifest ?? {}
  );
  return [...staticRoutes, ...dynamicRoutes];
}

/**
 * The request header of a server action (a POST to the page's own address). src/proxy.ts lets it
 * through without a session cookie: the action answers for itself ('Sessão expirada').
 * Proved by: tests/e2e/auth/auth-admin.spec.ts ("Sair with a session that already ended…", the cookie gone
 * from the browser).
 */
export const SERVER_ACTION_HEADER = 'next-action';

/**
 * Request headers of Next.js's router: client navigation (`RSC`), prefetches, server actions and
 * partial renders. Such a request wants router data or an action's answer, never the page itself.
 * Proved by: tests/e2e/http/page-cache.spec.ts ("router requests are told apart…").
 */
export const ROUTER_REQUEST_HEADERS = [
  'rsc',
  SERVER_ACTION_HEADER,
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

/** The query parameter of the router's requests (cache busting). */
export const ROUTER_QUERY_PARAMETER = '_rsc=';

/**
 * Next.js takes the nonce it puts on every script it renders from the request's
 * Content-Security-Policy header (getScriptNonceFromHeaders).
 * Proved by: tests/e2e/http/security-headers.spec.ts ("sign-in and an admin page: a fresh nonce…").
 */
export const NONCE_REQUEST_HEADER = 'content-security-policy';

/**
 * Present on a response Next.js rendered into, or served from, its own response cache: such a page
 * is given to other requests than the one it was rendered for, with that request's nonces. Not-found
 * answers of ISR pages (an unknown post: its error shell, 404) are kept there although they are not
 * shareable by their status.
 * Proved by: tests/e2e/http/public-page-contract.spec.ts ("an unknown post…", twice).
 */
export const RESPONSE_CACHE_HEADER = 'x-nextjs-cache';

/**
 * Whether Next.js marked a response as one every visitor may be given: ISR pages answer 200 with
 * `Cache-Control: s-maxage=…` and no cookie; dynamic and admin responses are private/no-store.
 * Proved by: tests/e2e/http/page-cache.spec.ts ("a public page is marked shared-cacheable…").
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
 * Proved by: tests/e2e/http/public-page-contract.spec.ts ("a public page whose render failed…", "an
 * unknown post…").
 * @param {string} html
 */
export function isFailedRender(html) {
  return html.includes('id="__next_error__"') || html.includes('<!--$!-->');
}

// Not a value, but relied on all the same: Next.js writes every response through Node's
// res.writeHead/res.write/res.end, which the HTTP pipeline captures (src/http/pipeline.mjs; streamed
// pages call res.flushHeaders() first and res.flush() after each chunk when it exists), and does not
// compress (`compress: false` in next.config.ts): the HTTP layer does, once. Proved by tests/e2e/http/public-page-contract.spec.ts (pages stripped, answers
// compressed by us) and tests/e2e/http/page-cache.spec.ts (hits).
// Likewise, Next.js's request handler answers a Node IncomingMessage/ServerResponse pair made in
// memory, tied to no socket (src/http/pipeline.mjs render: the page answering a form posted without
// JavaScript, the page cache's refresh). Proved by tests/e2e/requests/public-forms-no-js.spec.ts.

// In the browser, not importable from here (the public pages' script imports no server module):
// `self.__next_f`, the RSC payload's queue Next.js puts on a page it will draw in the browser. Only a
// page whose render failed keeps it (isFailedRender); src/enhance/site.ts then enhances what React
// draws. Proved by: tests/e2e/http/public-page-contract.spec.ts ("a public page whose render failed…":
// React draws the page); that the script then enhances it has no test of its own.

/**
 * Better Auth's session cookie: `better-auth.session_token`, prefixed `__Secure-` when the site is
 * served over https; its value is `token.signature`, URL-encoded, where the token is what the
 * `sessions` table keeps. src/proxy.ts looks for the cookie (no cookie: straight to /login), and
 * src/lib/server/auth/session-alive.ts finds the session by its token without Better Auth.
 * Proved by: tests/integration/auth/users-sign-in.test.ts ("session cookies": the names, from Better
 * Auth's own settings), tests/e2e/auth/auth-admin.spec.ts (a visitor, and a forged cookie, get 307) and
 * tests/e2e/admin/admin-editorial-desk.spec.ts (a save with a live session saves; after it ended, 'Sessão
 * expirada').
 */
export const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/**
 * The session token a request's Cookie header carries, or '' when it carries none.
 * @param {string} cookieHeader
 */
export function sessionTokenOf(cookieHeader) {
  const pairs = cookieHeader.split(';').map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
  const value = pairs.find(([name]) => name?.endsWith('session_token'))?.[1];
  return value ? (decodeURIComponent(value).split('.')[0] ?? '') : '';
}

/** ImageOptimizerCache's CACHE_VERSION in Next.js 16. */
const NEXT_IMAGE_CACHE_VERSION = 4;

/**
 * The key next/image's optimizer keeps one size of an image under (in our cache handler, with
 * `images.customCacheHandler`): ImageOptimizerCache.getCacheKey (next/dist/server/image-optimizer.js),
 * a SHA-256 of its cache version, the source's href (a local path as written, an absolute URL
 * normalised), the width, the quality and the answered type ('' for the source's own).
 * Proved by: tests/integration/uploads/optimized-images.test.ts (against Next.js's own function), and
 * tests/scale/two-instances.spec.ts (a deleted upload's sizes stop being served).
 * @param {string} url
 * @param {number} width
 * @param {number} quality
 * @param {string} mimeType
 */
export function nextImageCacheKey(url, width, quality, mimeType) {
  const href = url.startsWith('/') ? url : new URL(url).toString();
  const hash = createHash('sha256');
  for (const item of [NEXT_IMAGE_CACHE_VERSION, href, width, quality, mimeType]) hash.update(String(item));
  return hash.digest('base64url');
}

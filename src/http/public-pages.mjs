// @ts-check
import { isFailedRender } from '../runtime/next-seams.mjs';
import {
  LANGUAGE_SWITCH_ATTRIBUTE,
  NOT_FOUND_META,
  PUBLIC_PAGE_ROUTES,
  languageOfPath,
} from '../runtime/public-routes.mjs';

// The public-page contract (docs/decisions/0008-public-pages-without-react-in-the-browser.md).
// Next.js renders the public pages on the server as usual; they reach the browser as that HTML plus
// the site's one script (src/enhance), with no React. Public routes render whole, never streamed
// (no loading.tsx, no <Suspense> under src/app/(site)), so no script of React's is needed to show
// them: every script goes but the allowed ones.
//
// What stays on a public page:
// - data blocks: the JSON-LD (`<script type="application/ld+json">`), which no browser runs;
// - the site's script, added here: `<script type="module" src="/_enhance/site-HASH.js">`.
// Everything else goes: every other script, inline or not (Next.js's runtime, its chunk loader, the
// RSC payload that repeats the page's text), and every preload of a script.
//
// The one exception: a page whose render failed on the server (next-seams.mjs isFailedRender). React
// draws it in the browser from the RSC payload (src/app/(site)/error.tsx), so it keeps everything,
// and gets the site's script as well. It is never shared (a 500).
//
// Its language is set here too (ADR 0027): `<html lang>` from the address (English under /en; a 404
// is the Portuguese not-found page, unless it is the English one: declaresNotFound), and the header's language link pointed at the page's own
// hreflang link for that language, when it has one (a layout does not know its page's address; the
// page's metadata does).
//
// tests/e2e/http/public-page-contract.spec.ts proves all this against the production build.

// Every public page: src/runtime/public-routes.mjs (the visits' statistics read the list too).
export { PUBLIC_PAGE_ROUTES };

/** The not-found page (src/app/not-found.tsx, and a post's) answers unknown paths: every 404 page is public. */
export const NOT_FOUND_STATUS = 404;

const NOT_FOUND_TAG = new RegExp(
  `<meta\\s+name="${NOT_FOUND_META.name}"\\s+content="${NOT_FOUND_META.content}"\\s*/?>`,
);

/**
 * Whether a page says it is a 404 (NOT_FOUND_META: the English 404, src/app/(en)/en/[...unknown]):
 * its answer then gets that status, and its address's language.
 * @param {string} html
 */
export const declaresNotFound = (html) => NOT_FOUND_TAG.test(html);

const segment = (/** @type {string} */ part) =>
  /^\[[^\]/]+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PUBLIC_PATH = new RegExp(
  `^(?:${PUBLIC_PAGE_ROUTES.map((route) => route.split('/').map(segment).join('/')).join('|')})$`,
);

/**
 * Whether the answer to this URL, with this status, is a public page.
 * @param {string} url the request's path and query
 * @param {number} status
 */
export function isPublicPage(url, status) {
  if (status === NOT_FOUND_STATUS) return true;
  const end = url.search(/[?#]/);
  return PUBLIC_PATH.test(end === -1 ? url : url.slice(0, end));
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined) ?? null;

/** Scripts a public page keeps: data blocks that no browser runs. */
const isDataBlock = (/** @type {string} */ attributes) =>
  attribute(attributes, 'type')?.toLowerCase() === 'application/ld+json';

/** `<link rel="preload" as="script">` and `<link rel="modulepreload">`. */
function isScriptPreload(/** @type {string} */ tag) {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script';
}

const SWITCH = new RegExp(`<a\\b[^>]*\\s${LANGUAGE_SWITCH_ATTRIBUTE}(?:=""|\\s|>)[^>]*>`, 'i');

/**
 * The page in its language: `<html lang>` from its address, and the language link (its hreflang)
 * leading to the page's alternate in that language, when the head names one.
 * @param {string} html
 * @param {string} url the request's path and query
 * @param {number} status
 */
function inItsLanguage(html, url, status) {
  const lang = status === NOT_FOUND_STATUS && !declaresNotFound(html) ? 'pt-BR' : languageOfPath(url);
  let out = html.replace(/<html\b([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${lang}"`);
  const link = SWITCH.exec(out)?.[0];
  const target = link && attribute(link, 'hreflang');
  if (!link || !target) return out;
  const alternate = (out.match(LINK) ?? []).find(
    (tag) => attribute(tag, 'rel')?.toLowerCase() === 'alternate' && attribute(tag, 'hreflang') === target,
  );
  const href = alternate && attribute(alternate, 'href');
  if (!href) return out;
  const path = new URL(href, 'http://site').pathname;
  out = out.replace(link, link.replace(/\shref="[^"]*"/i, ` href="${path}"`));
  return out;
}

/**
 * The public page as it reaches the browser: in its language, the allowed scripts only, and the
 * site's script in the head. A page whose render failed keeps everything (`keptReact`).
 * @param {string} html
 * @param {string} entry the site's script (e.g. /_enhance/site-HASH.js)
 * @param {string} url the request's path and query
 * @param {number} status
 * @returns {{ html: string, keptReact: boolean }}
 */
export function toPublicPage(html, entry, url, status) {
  const script = `<script type="module" src="${entry}"></script></head>`;
  const translated = inItsLanguage(html, url, status);
  if (isFailedRender(html)) return { html: translated.replace('</head>', script), keptReact: true };
  const stripped = translated
    .replace(SCRIPT, (whole, attributes) => (isDataBlock(attributes) ? whole : ''))
    .replace(LINK, (tag) => (isScriptPreload(tag) ? '' : tag));
  return { html: stripped.replace('</head>', script), keptReact: false };
}

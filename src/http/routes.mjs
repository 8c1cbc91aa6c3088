// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  manifestRoutes,
  NEXT_IMAGE_PATH,
  NEXT_STATIC_PREFIX,
  ROUTES_MANIFEST,
} from '../runtime/next-seams.mjs';

// The route *pattern* a path belongs to (`/blog/[slug]`, never `/blog/123`), for the metrics' labels
// and the request log: a bounded set of values, with nothing of the visitor's in them. The
// production build lists every route in its routes manifest (next-seams.mjs); without a build (development,
// tests) they are read from `src/app` (its page and route files). Anything else is `(other)`, or
// `(not found)` when it answered 404.

/** @typedef {{ page: string, regex: string }} ManifestRoute */

// Prefixes served as a whole (assets, the site's script, uploads).
/** @type {[string, string][]} */
const PREFIXES = [
  [NEXT_STATIC_PREFIX, NEXT_STATIC_PREFIX.slice(0, -1)],
  [NEXT_IMAGE_PATH, NEXT_IMAGE_PATH],
  ['/_enhance/', '/_enhance'],
  ['/media/social/', '/media/social/[bucket]/[...key]'],
  ['/media/', '/media/[bucket]/[...key]'],
];

/** @param {string} pattern a route pattern as App Router writes it */
const patternRegex = (pattern) =>
  `^${pattern
    .split('/')
    .map((part) =>
      /^\[\.\.\..+\]$/.test(part)
        ? '.+'
        : /^\[.+\]$/.test(part)
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')}/?$`;

/**
 * @param {string} dir the app's folder (where `.next` is)
 * @returns {ManifestRoute[]}
 */
function builtRoutes(dir) {
  const file = path.join(dir, ...ROUTES_MANIFEST);
  if (!existsSync(file)) return [];
  try {
    return manifestRoutes(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
}

/**
 * The routes of `src/app`, as Next.js names them: route groups `(x)` and slots `@x` left out.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
function sourceRoutes(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^(page|route)\.[jt]sx?$/.test(entry.name)) found.push(prefix || '/');
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const hidden = /^\(.*\)$/.test(entry.name) || entry.name.startsWith('@');
    found.push(...sourceRoutes(path.join(dir, entry.name), hidden ? prefix : `${prefix}/${entry.name}`));
  }
  return found;
}

/** Static routes first, catch-alls last: the first match is the most specific. */
const specificity = (/** @type {string} */ page) => (page.includes('[...') ? 2 : page.includes('[') ? 1 : 0);

/**
 * A function from a request's path and status to its route pattern.
 * @param {string} [dir]
 */
export function createRouteMatcher(dir = process.cwd()) {
  const fromBuild = builtRoutes(dir).map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  const routes = fromBuild.length
    ? fromBuild
    : [...new Set(sourceRoutes(path.join(dir, 'src', 'app')))]
        .sort((a, b) => specificity(a) - specificity(b))
        .map((page) => ({ page, regex: new RegExp(patternRegex(page)) }));
  /** @type {Map<string, string>} */
  const known = new Map();
  /**
   * @param {string} url the request's path and query
   * @param {number} status
   */
  return function routeOf(url, status) {
    const end = url.search(/[?#]/);
    const pathname = end === -1 ? url : url.slice(0, end);
    const prefix = PREFIXES.find(([start]) => pathname.startsWith(start));
    if (prefix) return prefix[1];
    let page = known.get(pathname);
    if (page === undefined) {
      page = routes.find(({ regex }) => regex.test(pathname))?.page ?? '';
      if (page && known.size < 5_000) known.set(pathname, page);
    }
    return page || (status === 404 ? '(not found)' : '(other)');
  };
}

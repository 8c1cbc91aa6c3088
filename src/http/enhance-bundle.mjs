// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { pickEncoding } from './compression.mjs';

// The public pages' only JavaScript: src/enhance/site.ts (and the *.enhance.ts modules it registers),
// bundled by esbuild into small files with hashed names (lazy parts, such as a form's schema, split
// into their own files), and served by src/http/server.mjs under /_enhance/. Public pages carry no
// React runtime: their HTML is rendered by Next.js on the server, and src/http/public-pages.mjs
// swaps Next.js's scripts for this one (docs/decisions/0008-public-pages-without-react-in-the-browser.md).

export const ENHANCE_PREFIX = '/_enhance/';
const OUT_DIR = path.join('.next', 'tribuna-enhance');
const ENTRY = 'src/enhance/site.ts';
const MANIFEST = 'manifest.json';

/**
 * esbuild options shared by the build and the development watcher.
 * @param {boolean} dev
 * @returns {esbuild.BuildOptions & { metafile: true }}
 */
const options = (dev) => ({
  entryPoints: [ENTRY],
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
  minify: !dev,
  sourcemap: dev ? 'inline' : false,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  logLevel: 'warning',
});

/** @type {string | undefined} */
let entryCache;

/**
 * Writes the entry's public address for the server (the file names change with their content).
 * @param {esbuild.Metafile} metafile
 */
function writeManifest(metafile) {
  entryCache = undefined;
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === ENTRY)?.[0];
  if (!entry) throw new Error(`esbuild produced no output for ${ENTRY}`);
  writeFileSync(
    path.join(OUT_DIR, MANIFEST),
    JSON.stringify({ entry: ENHANCE_PREFIX + path.basename(entry) }),
  );
}

/**
 * What the script must never carry (a visitor's phone downloads it): the database's tables, the ORM
 * and the content-type registry, which a browser-safe module can reach by one careless import
 * (lib/shared/auth/permissions.ts reads the registry; its errors are in auth/errors.ts for this).
 */
const SERVER_SIDE =
  /(^|\/)(src\/db\/(?!schema\/limits\.ts$)|src\/content-types\.ts$|node_modules\/drizzle-orm\/)/;

/**
 * Refuses a bundle that carries server-side code (see SERVER_SIDE), naming what did.
 * @param {esbuild.Metafile} metafile
 */
function checkInputs(metafile) {
  const carried = Object.keys(metafile.inputs).filter((input) => SERVER_SIDE.test(input));
  if (carried.length > 0)
    throw new Error(
      `The public pages' script would carry server-side code: ${carried.slice(0, 5).join(', ')}`,
    );
}

/** Production build (run by src/http/build.mjs after `next build`). */
export function buildEnhance() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const result = esbuild.buildSync(options(false));
  checkInputs(result.metafile);
  writeManifest(result.metafile);
}

/** Development: builds now and again on every change of its sources. */
export async function watchEnhance() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const context = await esbuild.context({
    ...options(true),
    plugins: [
      {
        name: 'manifest',
        setup: (build) => build.onEnd((result) => result.metafile && writeManifest(result.metafile)),
      },
    ],
  });
  await context.rebuild();
  await context.watch();
}

/** The entry script's address, read from the build's manifest. */
export function enhanceEntry() {
  const file = path.join(OUT_DIR, MANIFEST);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build`);
  return (entryCache ??= JSON.parse(readFileSync(file, 'utf8')).entry);
}

/**
 * Serves the built files under /_enhance/ (production: from memory, pre-compressed, cached for a
 * year since a new content has a new name; development: from disk, never cached).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when it answered the request
 */
export function enhanceFiles({ dev = false } = {}) {
  /** @type {Map<string, { body: Buffer, br: Buffer, gzip: Buffer, etag: string }>} */
  const files = new Map();
  const load = (/** @type {string} */ name) => {
    if (!dev && files.has(name)) return files.get(name);
    const file = path.join(OUT_DIR, name);
    if (!/^[\w.-]+\.js$/.test(name) || !existsSync(file)) return undefined;
    const body = readFileSync(file);
    const entry = {
      body,
      br: zlib.brotliCompressSync(body),
      gzip: zlib.gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
    };
    if (!dev) files.set(name, entry);
    return entry;
  };
  if (!dev && existsSync(OUT_DIR)) for (const name of readdirSync(OUT_DIR)) load(name);

  return function serveEnhance(
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) {
    const url = req.url ?? '';
    if (!url.startsWith(ENHANCE_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const entry = load(url.slice(ENHANCE_PREFIX.length).split('?')[0] ?? '');
    if (!entry) {
      res.statusCode = 404;
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding ? entry[encoding] : entry.body;
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', dev ? 'no-store' : 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', entry.etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

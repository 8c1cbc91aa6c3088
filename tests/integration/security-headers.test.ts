import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIT_HEADER, withPageCache } from '../../scripts/page-cache.mjs';
import { STATIC_PAGE_MARKER, toStaticPage } from '../../scripts/static-pages.mjs';
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  imageOrigins,
  inlineScriptHashes,
  withSecurityHeaders,
} from '../../scripts/security-headers.mjs';

// The headers of scripts/security-headers.mjs, as scripts/start.mjs composes it: inside the page
// cache, in front of a stand-in for Next.js that answers as Next.js does (its own compression
// middleware, flushHeaders, a streamed body, the nonce taken from the request's policy).

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Handler;

const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const ENTRY = '/_enhance/site-TEST.js';
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

let renders = 0;
const compress = compression();

/** Pages with inline scripts that change on every render, carrying the request's nonce as Next.js does. */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  compress(req, res, () => {
    const count = ++renders;
    const nonce = nonceOf(String(req.headers['content-security-policy']));
    const notFound = req.url!.startsWith('/ausente');
    const signedIn = 'cookie' in req.headers;
    const shared = !req.url!.startsWith('/admin') && !notFound && !signedIn;
    const isPublic = req.url!.startsWith('/publica');
    // Not-found pages are kept in Next.js's response cache, yet marked no-store.
    if (notFound) res.setHeader('x-nextjs-cache', count > 1 ? 'HIT' : 'MISS');
    const isAsset = req.url!.startsWith('/_next/');
    res.statusCode = notFound ? 404 : 200;
    res.setHeader('Content-Type', isAsset ? 'application/javascript' : 'text/html; charset=utf-8');
    res.setHeader(
      'Cache-Control',
      isAsset ? 'public, max-age=31536000, immutable' : shared ? ISR : 'private, no-store',
    );
    res.flushHeaders();
    if (isAsset) return res.end('console.log(1)'.repeat(200));
    const attr = nonce ? ` nonce="${nonce}"` : '';
    res.write(`<!DOCTYPE html><html><head>${isPublic ? STATIC_PAGE_MARKER : ''}`);
    res.write(`<link rel="preload" as="script" fetchPriority="low"${attr} href="/_next/static/a.js"/>`);
    res.write(`<script${attr}>self.__next_f=[${count}]</script>`);
    // React's own inline script that reveals a streamed Suspense boundary.
    res.write(`<script${attr}>$RC("B:0","S:0")</script>`);
    res.write(`<script src="/_next/static/a.js"${attr} async></script>`);
    res.write(`<script type="application/ld+json">{"@type":"LegalService"}</script></head>`);
    res.write(
      `<body>${'texto '.repeat(400)}<script${attr}>self.__next_f.push([1,"ç ${req.url} #${count}"])</script>`,
    );
    res.end('</body></html>');
  });
}

let server: http.Server;
let port: number;

beforeAll(async () => {
  const env = {
    SITE_URL: 'https://advocacia.example',
    S3_PUBLIC_URL: 'https://cdn.advocacia.example/uploads',
  };
  const handle = withPageCache(withSecurityHeaders(fakeNext, { env, entry: () => ENTRY }));
  server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function request(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (
          encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : raw
        ).toString();
        resolve({ status: res.statusCode!, headers: res.headers, text });
      });
    });
    req.on('error', reject);
  });
}

/** The sources of a policy's script-src. */
const scriptSources = (answer: Answer) =>
  String(answer.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')!
    .slice(1);

/** The hashes of the inline scripts a browser would run, read from the HTML independently. */
const runnableInlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type=/.test(attributes!))
    .map(([, , content]) => sha256(content!));

function expectFixedHeaders(answer: Answer) {
  expect(answer.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'DENY',
  });
  expect(answer.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  const policy = String(answer.headers['content-security-policy']);
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob: https://cdn.advocacia.example",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-eval');
  expect(scriptSources(answer)).not.toContain("'unsafe-inline'");
}

describe('security headers', () => {
  it('build a policy without eval (development only), and HSTS only for an https site', () => {
    expect(contentSecurityPolicy({ scriptSources: ["'nonce-abc'"] })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' blob:; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy({ scriptSources: [], dev: true })).toContain(
      "script-src 'self' 'unsafe-eval'",
    );
    expect(fixedSecurityHeaders({ SITE_URL: 'https://advocacia.example' })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(fixedSecurityHeaders({ SITE_URL: 'http://localhost:3000' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(fixedSecurityHeaders({})).not.toHaveProperty('Strict-Transport-Security');
    expect(imageOrigins({ S3_PUBLIC_URL: 'https://cdn.example:8443/bucket/' })).toEqual([
      'https://cdn.example:8443',
    ]);
    expect(imageOrigins({})).toEqual([]);
  });

  it('hash the inline scripts a browser runs, not external scripts or data blocks', () => {
    const html =
      '<script>a()</script><script nonce="x" async>b()</script><script src="/c.js"></script>' +
      '<script data-src="x" type="module">d()</script><script type="application/ld+json">{}</script>' +
      "<SCRIPT type='text/javascript'>a()</SCRIPT>";
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('d()')]);
  });

  it('give a dynamic page a fresh nonce that Next.js receives in the request, on every response', async () => {
    const first = await request('/admin/noticias');
    const second = await request('/admin/noticias');
    for (const answer of [first, second]) {
      expectFixedHeaders(answer);
      const nonce = nonceOf(String(answer.headers['content-security-policy']));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(answer.text).toContain(`<script nonce="${nonce}">`); // what Next.js read from the request
      expect(answer.headers[HIT_HEADER]).toBeUndefined();
    }
    expect(nonceOf(String(first.headers['content-security-policy']))).not.toBe(
      nonceOf(String(second.headers['content-security-policy'])),
    );
  });

  it.each([
    ['brotli', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    ['no compression', ''],
  ])(
    'give a shared page the hashes of its own inline scripts, on the miss and on page-cache hits (%s)',
    async (_label, acceptEncoding) => {
      const path = `/servicos-${acceptEncoding.length}`;
      const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      const miss = await request(path, headers);
      const hit = await request(path, headers);
      const other = await request(path, { 'Accept-Encoding': acceptEncoding ? '' : 'br' });
      expect(miss.headers[HIT_HEADER]).toBeUndefined();
      expect(hit.headers[HIT_HEADER]).toBe('hit');
      expect(other.headers[HIT_HEADER]).toBe('hit');
      expect(hit.text).toBe(miss.text);
      for (const answer of [miss, hit, other]) {
        expectFixedHeaders(answer);
        const inline = runnableInlineScripts(answer.text);
        expect(inline).toHaveLength(3);
        expect(scriptSources(answer)).toEqual(["'self'", ...inline]);
        expect(scriptSources(answer).join(' ')).not.toContain('nonce');
      }
    },
  );

  it("give a page from Next.js's own cache the hashes of its scripts, even when it is not shared", async () => {
    const notFound = await request('/ausente', { 'Accept-Encoding': 'gzip' });
    expect(notFound.status).toBe(404);
    expectFixedHeaders(notFound);
    expect(scriptSources(notFound)).toEqual(["'self'", ...runnableInlineScripts(notFound.text)]);
    expect(notFound.headers[HIT_HEADER]).toBeUndefined();
  });

  it('cover assets and other responses too, and never hold them', async () => {
    const asset = await request('/_next/static/chunks/a.js', { 'Accept-Encoding': 'gzip' });
    expectFixedHeaders(asset);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.text).toBe('console.log(1)'.repeat(200));
  });

  it.each([
    ['brotli', 'br'],
    ['gzip', 'gzip'],
    ['no compression', ''],
  ])(
    "serve a public page without Next.js's browser runtime, with the site's script instead (%s)",
    async (_label, acceptEncoding) => {
      const headers: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      const path = `/publica-${acceptEncoding.length}`;
      const miss = await request(path, headers);
      const hit = await request(path, headers);
      // Signed in: neither shared nor cached, and stripped all the same.
      const signedIn = await request(path, { ...headers, Cookie: 'session=1' });
      expect(hit.headers[HIT_HEADER]).toBe('hit');
      expect(signedIn.headers[HIT_HEADER]).toBeUndefined();
      for (const answer of [miss, hit, signedIn]) {
        expectFixedHeaders(answer);
        expect(answer.text).not.toMatch(/_next\/|__next_f/);
        expect(answer.text).toContain(`<script type="module" src="${ENTRY}"></script></head>`);
        expect(answer.text).toContain('$RC("B:0","S:0")</script>'); // React's reveal script stays
        expect(answer.text).toContain('<script type="application/ld+json">');
        expect(answer.text).toContain('texto texto');
      }
      for (const answer of [miss, hit]) {
        expect(scriptSources(answer)).toEqual(["'self'", sha256('$RC("B:0","S:0")')]);
      }
      const nonce = nonceOf(String(signedIn.headers['content-security-policy']));
      expect(signedIn.text).toContain(`<script nonce="${nonce}">$RC("B:0","S:0")</script>`);
    },
  );

  it('leave pages that did not opt in as Next.js rendered them', async () => {
    for (const path of ['/servicos-x', '/admin/noticias']) {
      const answer = await request(path, { 'Accept-Encoding': 'br' });
      expect(answer.text).toContain('<script src="/_next/static/a.js"');
      expect(answer.text).toContain('self.__next_f.push');
      expect(answer.text).not.toContain('/_enhance/');
    }
  });

  it('keep the runtime of a public page that failed while rendering, which React draws in the browser', () => {
    const shell =
      `<!DOCTYPE html><html id="__next_error__"><head>${STATIC_PAGE_MARKER}` +
      '<script src="/_next/static/a.js" async></script></head><body></body>' +
      '<script>self.__next_f.push([1,"404"])</script></html>';
    const failedBoundary = shell
      .replace(
        '<body></body>',
        '<body><!--$!--><template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template><p>…</p><!--/$--></body>',
      )
      .replace(' id="__next_error__"', '');
    for (const html of [shell, failedBoundary]) {
      const page = toStaticPage(html, ENTRY);
      expect(page).toContain('<script src="/_next/static/a.js" async></script>');
      expect(page).toContain('self.__next_f.push');
      expect(page).toContain(`<script type="module" src="${ENTRY}"></script></head>`);
    }
  });
});

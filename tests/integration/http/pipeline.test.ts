import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { HIT_HEADER } from '@/http/page-cache.mjs';
import { createHandler } from '@/http/server.mjs';
import { registerPageRenderer, renderPage } from '@/runtime/runtime.mjs';
import { serve } from '../helpers/http-layer';

// src/http/pipeline.mjs as src/http/server.mjs composes it. It renders a page in this process,
// without HTTP: the runtime's renderPage, registered by the server, is how the page answering a form
// posted without JavaScript (src/lib/server/form-page.ts) reads its page, through the whole stack
// (page cache, security headers, compression) with no server listening. Over HTTP, one capture of
// the answer still lets an admin page stream and holds a shared page whole. Against the real
// Next.js: tests/e2e/requests/public-forms-no-js.spec.ts, tests/e2e/http/*.spec.ts.

const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const SCRIPT = 'self.pagina=1';
let renders = 0;
/** The nonce policy Next.js was given with the last request. */
let askedPolicy = '';

/** Lets the streamed admin page's second chunk wait until the client has received the first. */
let releaseStream: () => void = () => {};

/**
 * A stand-in for Next.js: an admin page streamed as Next.js streams it, else a shared page with an
 * inline script, in two writes as a streamed render.
 */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url === '/admin') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
    res.flushHeaders();
    res.write(`<!DOCTYPE html><html><body><p>primeira parte</p>${' texto'.repeat(300)}`);
    (res as http.ServerResponse & { flush(): void }).flush();
    releaseStream = () => res.end('<p>segunda parte</p></body></html>');
    return;
  }
  renders += 1;
  askedPolicy = String(req.headers['content-security-policy']);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', ISR);
  const body = Buffer.from(
    `<!DOCTYPE html><html><body><p>${req.url} #${renders}</p><script>${SCRIPT}</script>${' texto'.repeat(300)}</body></html>`,
  );
  res.write(body.subarray(0, 10));
  res.end(body.subarray(10));
}

afterAll(() => registerPageRenderer(undefined));

describe('a page rendered in this process', () => {
  it('comes through the page cache and the security headers, with no request over HTTP', async () => {
    await expect(renderPage('/escritorio')).rejects.toThrow();
    createHandler(fakeNext, { pageCache: true, env: {} });

    const first = await renderPage('/escritorio', { accept: 'text/html' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.toString()).toContain('/escritorio #1');
    // Next.js was given a nonce; the shared page's policy lists its script's hash instead.
    expect(askedPolicy).toMatch(/'nonce-/);
    expect(first.headers['content-security-policy']).toContain("'sha256-");
    expect(first.headers['content-security-policy']).not.toContain("'nonce-");
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    const second = await renderPage('/escritorio', { accept: 'text/html' });
    expect(second.headers[HIT_HEADER]).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(renders).toBe(1);
  });
});

describe('the whole stack over HTTP', () => {
  it('streams an admin page with its nonce, and holds a shared page to hash its scripts', async () => {
    const site = await serve(createHandler(fakeNext, { pageCache: true, env: {} }));
    try {
      const streamed = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>(
        (resolve, reject) => {
          const req = http.get(
            { host: '127.0.0.1', port: site.port, path: '/admin', headers: { 'Accept-Encoding': 'gzip' } },
            (res) => {
              const gunzip = zlib.createGunzip();
              let seen = '';
              gunzip.on('data', (chunk: Buffer) => {
                seen += chunk.toString();
                // The first part arrived while the second is not written yet.
                if (seen.includes('primeira parte') && !seen.includes('segunda')) releaseStream();
              });
              gunzip.on('end', () => resolve({ headers: res.headers, text: seen }));
              gunzip.on('error', reject);
              res.pipe(gunzip);
            },
          );
          req.on('error', reject);
        },
      );
      expect(streamed.text).toContain('<p>segunda parte</p>');
      expect(streamed.headers['content-encoding']).toBe('gzip');
      expect(streamed.headers['content-security-policy']).toMatch(/'nonce-/);
      expect(streamed.headers['x-request-id']).toBeDefined();

      const page = await site.request('/sobre-o-escritorio', { 'Accept-Encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.text).toContain(`<script>${SCRIPT}</script>`);
      expect(page.headers['content-security-policy']).toContain("'sha256-");
      expect(page.headers['content-security-policy']).not.toContain("'nonce-");
      expect(Number(page.headers['content-length'])).toBe(page.raw.length);
    } finally {
      await site.close();
    }
  });
});

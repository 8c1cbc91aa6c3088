import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { HIT_HEADER } from '@/http/page-cache.mjs';
import { createHandler } from '@/http/server.mjs';
import { registerPageRenderer, renderPage } from '@/runtime/runtime.mjs';

// src/http/pipeline.mjs renders a page in this process, without HTTP: the runtime's renderPage,
// registered by the server (src/http/server.mjs), is how the page answering a form posted without
// JavaScript (src/lib/server/form-page.ts) reads its page. No server listens in this file: the page
// comes through the whole stack (page cache, security headers, compression) all the same.
// Against the real Next.js: tests/e2e/requests/public-forms-no-js.spec.ts.

const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const SCRIPT = 'self.pagina=1';
let renders = 0;
/** The nonce policy Next.js was given with the last request. */
let askedPolicy = '';

/** A stand-in for Next.js: a shared page with an inline script, in two writes as a streamed render. */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
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

import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compressionStep } from '@/http/compression.mjs';
import { HIT_HEADER, pageCacheStep } from '@/http/page-cache.mjs';
import { createPipeline } from '@/http/pipeline.mjs';
import { serve } from '../helpers/http-layer';

// src/http/compression.mjs: every compressible response leaves compressed once, in the encoding the
// client prefers, streamed responses still stream, and the page cache keeps the bytes it made instead
// of compressing again. In front of handlers that write the way Next.js and the other layers do.

const ISR = 's-maxage=60, stale-while-revalidate=31535940';
const PAGE = `<!DOCTYPE html><html><body>${'<p>Texto da página ç</p>'.repeat(200)}</body></html>`;
const JS = 'console.log("site");'.repeat(200);

/** Lets a streamed answer's second chunk wait until the client has received the first. */
let releaseStream: () => void = () => {};

const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  // A page held whole by the security headers' layer: one end() with the whole body.
  '/pagina': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', ISR);
    res.setHeader('Content-Length', Buffer.byteLength(PAGE));
    res.end(PAGE);
  },
  // An admin page as Next.js streams it: writeHead, flushHeaders, then chunks each followed by flush().
  '/admin/stream': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' });
    res.flushHeaders();
    res.write('<!DOCTYPE html><html><body><p>primeira parte</p>');
    (res as http.ServerResponse & { flush(): void }).flush();
    releaseStream = () => {
      res.write('<p>segunda parte</p>');
      res.end('</body></html>');
    };
  },
  '/_next/static/chunk.js': (_req, res) => {
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('Content-Length', Buffer.byteLength(JS));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(JS);
  },
  '/api/grande': (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ id: i, nome: 'Cliente' })) }));
  },
  '/api/pequena': (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  },
  '/imagem.png': (_req, res) => {
    res.setHeader('Content-Type', 'image/png');
    res.end(Buffer.alloc(4096, 7));
  },
  '/_enhance/site.js': (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Content-Encoding', 'gzip');
    res.end(zlib.gzipSync(JS));
  },
  '/sem-transformar': (_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.setHeader('Cache-Control', 'no-transform');
    res.end(JS);
  },
};

let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  server = await serve(
    createPipeline(
      (req: http.IncomingMessage, res: http.ServerResponse) => {
        const route = routes[req.url!.split('?')[0]!];
        if (route) return route(req, res);
        res.statusCode = 404;
        res.end();
      },
      [pageCacheStep(), compressionStep()],
    ).handle,
  );
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const request = (path: string, acceptEncoding?: string, method = 'GET') =>
  server.request(path, acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }, method);

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers a page, a script and a large API answer to "%s" with %s', async (accept, encoding) => {
    for (const [path, body] of [
      [`/pagina?${encodeURIComponent(String(accept))}`, PAGE],
      ['/_next/static/chunk.js', JS],
      ['/api/grande', undefined],
    ] as const) {
      const answer = await request(path, accept);
      expect(answer.headers['content-encoding'], path).toBe(encoding);
      if (body) expect(answer.text).toBe(body);
      expect(answer.headers.vary, path).toContain('Accept-Encoding');
      expect(Number(answer.headers['content-length']), path).toBe(answer.raw.length);
    }
  });

  it('leaves small answers, images, encoded files, no-transform and HEAD as they are', async () => {
    for (const path of ['/api/pequena', '/imagem.png', '/sem-transformar']) {
      expect((await request(path, 'br, gzip')).headers['content-encoding'], path).toBeUndefined();
    }
    const enhance = await request('/_enhance/site.js', 'br, gzip');
    expect(enhance.headers['content-encoding']).toBe('gzip');
    expect(enhance.text).toBe(JS);
    const head = await request('/_next/static/chunk.js', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a streamed page streaming: a flushed chunk reaches the client before the rest is written', async () => {
    for (const accept of ['br', 'gzip']) {
      const text = await new Promise<string>((resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/admin/stream',
            headers: { 'Accept-Encoding': accept },
          },
          (res) => {
            expect(res.headers['content-encoding']).toBe(accept);
            const stream = accept === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
            let seen = '';
            stream.on('data', (chunk: Buffer) => {
              seen += chunk.toString();
              // The first part arrived while the second is not written yet.
              if (seen.includes('primeira parte') && !seen.includes('segunda')) releaseStream();
            });
            stream.on('end', () => resolve(seen));
            stream.on('error', reject);
            res.pipe(stream);
          },
        );
        req.on('error', reject);
      });
      expect(text).toBe('<!DOCTYPE html><html><body><p>primeira parte</p><p>segunda parte</p></body></html>');
    }
  });

  it('compresses a page the page cache keeps once per encoding, never again on its hits', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const brotliSync = vi.spyOn(zlib, 'brotliCompressSync');
    const gzipSync = vi.spyOn(zlib, 'gzipSync');
    const gzip = vi.spyOn(zlib, 'gzip');
    const path = '/pagina?uma-vez';
    const miss = await request(path, 'gzip, deflate, br');
    expect(miss.headers[HIT_HEADER]).toBeUndefined();
    expect(miss.headers['content-encoding']).toBe('br');
    for (let i = 0; i < 3; i++) {
      const hit = await request(path, 'gzip, deflate, br');
      expect(hit.headers[HIT_HEADER]).toBe('hit');
      expect(hit.raw.equals(miss.raw)).toBe(true);
    }
    expect(brotli.mock.calls.length + brotliSync.mock.calls.length).toBe(1);
    expect(gzip.mock.calls.length + gzipSync.mock.calls.length).toBe(0);
    // The first client asking for gzip has it made, once; nobody gets an encoding they did not accept.
    for (let i = 0; i < 3; i++) {
      const hit = await request(path, 'gzip');
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.text).toBe(PAGE);
    }
    expect(gzip.mock.calls.length + gzipSync.mock.calls.length).toBe(1);
    const plain = await request(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PAGE);
    expect(brotli.mock.calls.length + brotliSync.mock.calls.length).toBe(1);
  });
});

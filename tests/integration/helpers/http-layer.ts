import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

// A server running layers of src/http in front of a stand-in handler, and the requests the tests
// send it (the answer decoded as a browser would).

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent. */
  raw: Buffer;
  /** The body decoded (br, gzip or none). */
  text: string;
}

export const decode = (raw: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;

/** Listens on a free port with `handle`; close() stops it. */
export async function serve(handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown) {
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    request: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      request(port, path, headers, method),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function request(
  port: number,
  path: string,
  headers: Record<string, string>,
  method: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = decode(raw, res.headers['content-encoding']).toString();
        resolve({ status: res.statusCode!, headers: res.headers, raw, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

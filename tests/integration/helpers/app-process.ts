// Test helper process: the app's real start-up (database, migrations, the notification worker)
// and the consultation form's service behind a tiny HTTP endpoint. It answers 'ok' once the
// request is stored, as the form's action does; tests kill it with SIGKILL and start it again.
// Run with tsx and --conditions=react-server (the services are server-only modules).
// The endpoint sits behind the real operations layer (src/http/operations.mjs: request ids, the
// log, /healthz, /readyz, /metrics), and also serves the public forms' real route handlers.
import http from 'node:http';
import { withOperations } from '@/http/operations.mjs';
import { routeConsole } from '@/runtime/log.mjs';
import { logger } from '@/runtime/runtime.mjs';
import { POST as consultationRoute } from '@/app/api/consultation/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { submitConsultation } from '@/features/consultations/service';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { startUp } from '@/startup/start-up';

const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  '/api/consultation': consultationRoute,
  '/api/contact': contactRoute,
};

async function bodyOf(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A route handler answering a Node request, as Next.js does (headers stamped as src/http/server.mjs does). */
async function serveRoute(
  route: (request: Request) => Promise<Response>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value);
  headers.set(SOCKET_ADDRESS_HEADER, request.socket.remoteAddress ?? '');
  const answer = await route(
    new Request(`http://127.0.0.1${request.url}`, {
      method: request.method,
      headers,
      body: new Uint8Array(await bodyOf(request)),
    }),
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

routeConsole(logger()); // as src/http/start.mjs does
await startUp();
let received = 0;
const handle = withOperations((request: http.IncomingMessage, response: http.ServerResponse) => {
  const route = ROUTES[request.url ?? ''];
  if (route) return serveRoute(route, request, response);
  return bodyOf(request).then(async (body) =>
    submitConsultation(await JSON.parse(body.toString()), {
      address: `198.18.${Math.floor(++received / 256) % 256}.${received % 256}`,
    }).then(
      () => response.end('ok'),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    ),
  );
});
const server = http.createServer((request, response) => void handle(request, response));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`READY ${port}\n`); // not a log line: the runner waits for it
});

import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/lib/server/auth/auth';
import { isOpenAuthPath } from '@/lib/server/auth/http-paths';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';

// Better Auth over HTTP: only the paths of AUTH_HTTP_PATHS; everything else is 404 before Better
// Auth sees it (deny by default, so an endpoint a new version or plugin adds is closed too).

const BASE_PATH = '/api/auth';

async function handler(request: Request) {
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : '';
  if (!isOpenAuthPath(path)) return new Response('Not Found', { status: 404 });
  const auth = toNextJsHandler(getAuth());
  if (request.method === 'GET' || request.method === 'HEAD') return auth.GET(request);
  const body = await readBodyWithin(request, BODY_LIMITS.auth).catch(() => undefined);
  if (body === null) return payloadTooLarge();
  if (body === undefined) return new Response(null, { status: 400 });
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  return auth.POST(
    new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
  );
}

export { handler as GET, handler as POST };

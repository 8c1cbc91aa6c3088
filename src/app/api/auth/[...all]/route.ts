import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/lib/server/auth/auth';
import { BODY_LIMITS, payloadTooLarge, readBodyWithin } from '@/lib/server/body-limit';

async function handler(request: Request) {
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

import 'server-only';
// Request bodies are read against a byte limit while they stream: the first chunk past the limit
// stops the read (the rest is never taken in), and the route answers 413.

/**
 * Largest request bodies, in bytes: a visit is {page_path}; sign-in, recovery and reset are tiny;
 * a public form is a few thousand characters at most (VISITOR_LIMITS), escaped as JSON.
 */
export const BODY_LIMITS = { visits: 4 * 1024, auth: 64 * 1024, forms: 64 * 1024 } as const;

/** The body as bytes, or null as soon as it proves larger than `maxBytes` (declared or streamed). */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (declared > maxBytes || !request.body) {
    await request.body?.cancel().catch(() => undefined);
    return declared > maxBytes ? null : new Uint8Array();
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** 413, closing the connection so the client's remaining upload is not read either. */
export const payloadTooLarge = () => new Response(null, { status: 413, headers: { connection: 'close' } });

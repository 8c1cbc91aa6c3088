import { isBucket } from '@/lib/storage/storage';
import { getStorage } from '@/lib/storage/get-storage';

// Serves uploads kept on local disk. Names are random and never reused, so they cache forever.
export async function GET(_request: Request, context: RouteContext<'/media/[bucket]/[...key]'>) {
  const { bucket, key: parts } = await context.params;
  const key = parts.join('/');
  let object;
  try {
    object = isBucket(bucket) ? await getStorage().get(bucket, key) : null;
  } catch {
    object = null; // an invalid key
  }
  if (!object) return new Response('Arquivo não encontrado.', { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

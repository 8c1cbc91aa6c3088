import { contentTypeOf, isBucket, UPLOAD_CACHE_CONTROL } from '@/lib/server/storage/storage';
import { getStorage } from '@/lib/server/storage/get-storage';

// Serves uploads from the configured storage (local disk or the S3 bucket), also when S3_PUBLIC_URL
// is set: rows written before a move to S3 keep their /media URLs. Caches keep an answer for a
// minute at most, so a deleted upload stops being served in every size (UPLOAD_CACHE_CONTROL).
export async function GET(_request: Request, context: RouteContext<'/media/[bucket]/[...key]'>) {
  const { bucket, key: parts } = await context.params;
  const key = parts.join('/');
  const object = isBucket(bucket) && contentTypeOf(key) ? await getStorage().get(bucket, key) : null;
  if (!object) {
    return new Response('Arquivo não encontrado.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const { body } = object;
  // A view of the same bytes (never a SharedArrayBuffer here), not a copy.
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(body.byteLength),
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

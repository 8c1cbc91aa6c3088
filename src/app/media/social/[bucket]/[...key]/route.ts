import { socialImageOf } from '@/lib/server/media-facts';
import { contentTypeOf, isBucket, UPLOAD_CACHE_CONTROL } from '@/lib/server/storage/storage';

// An upload as the social networks show it (Open Graph's 1200×630), cropped around the library
// item's focal point (src/lib/server/media-facts.ts). Kept by caches a minute, like the upload.
export async function GET(_request: Request, context: RouteContext<'/media/social/[bucket]/[...key]'>) {
  const { bucket, key: parts } = await context.params;
  const key = parts.join('/');
  const body = isBucket(bucket) && contentTypeOf(key) ? await socialImageOf(bucket, key) : null;
  if (!body) {
    return new Response('Arquivo não encontrado.', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(body.byteLength),
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

import 'server-only';
import { createHash } from 'node:crypto';
import { cacheHandlerLoaded, dropCachedKeys } from '@/http/bridge.mjs';
import { IMAGE_DEVICE_SIZES, IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_SIZES } from '@/lib/shared/image-config';

// A framework seam (docs/architecture.md): where next/image's optimizer keeps the sizes it made of
// an image. With `images.customCacheHandler` (next.config.ts) they live in our cache handler, in
// this process's memory (src/http/cache-handler.mjs), under the key Next.js computes in
// ImageOptimizerCache.getCacheKey (next/dist/server/image-optimizer.js): a SHA-256 of its cache
// version, the source URL, the width, the quality and the answered type ('' for the source's own).
// Deleting an upload drops every one of them, in every Next.js copy of the handler in this process;
// other instances do the same on the invalidation they receive (src/lib/server/uploads-release.ts).
// tests/integration/optimized-images.test.ts checks these keys against Next.js's own function, and
// tests/scale/two-instances.spec.ts that a deleted upload's sizes stop being served.

/** ImageOptimizerCache's CACHE_VERSION in Next.js 16. */
const NEXT_IMAGE_CACHE_VERSION = 4;

/** The href Next.js keys an image by: a local path as written, an absolute URL normalised. */
function hrefOf(url: string): string {
  return url.startsWith('/') ? url : new URL(url).toString();
}

function cacheKey(href: string, width: number, quality: number, mimeType: string): string {
  const hash = createHash('sha256');
  for (const item of [NEXT_IMAGE_CACHE_VERSION, href, width, quality, mimeType]) hash.update(String(item));
  return hash.digest('base64url');
}

/** Every key under which the optimizer may keep a size of the image at `url`. */
export function optimizedImageKeys(url: string): string[] {
  const href = hrefOf(url);
  const keys: string[] = [];
  for (const width of [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES])
    for (const quality of IMAGE_QUALITIES)
      for (const mimeType of [...IMAGE_FORMATS, '']) keys.push(cacheKey(href, width, quality, mimeType));
  return keys;
}

/** Drops every optimized size of these images from this process's cache handler(s) (the bridge). */
export function dropOptimizedImages(urls: readonly string[]): void {
  if (!cacheHandlerLoaded() || urls.length === 0) return; // nothing has been optimized in this process
  dropCachedKeys(urls.flatMap(optimizedImageKeys));
}

import 'server-only';
import { IMAGE_DEVICE_SIZES, IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_SIZES } from '@/lib/shared/image-config';
import { nextImageCacheKey } from '@/runtime/next-seams.mjs';
import { cacheHandlerLoaded, dropCachedKeys } from '@/runtime/runtime.mjs';

// Where next/image's optimizer keeps the sizes it made of an image: with `images.customCacheHandler`
// (next.config.ts) they live in our cache handler, in this process's memory
// (src/http/cache-handler.mjs), under the key Next.js computes (the framework seam
// nextImageCacheKey, src/runtime/next-seams.mjs, with the tests that prove it). Deleting an upload
// drops every one of them, in every Next.js copy of the handler in this process; other instances do
// the same on the invalidation they receive (src/lib/server/upload-release.ts).

/** Every key under which the optimizer may keep a size of the image at `url`. */
export function optimizedImageKeys(url: string): string[] {
  const keys: string[] = [];
  for (const width of [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES])
    for (const quality of IMAGE_QUALITIES)
      for (const mimeType of [...IMAGE_FORMATS, ''])
        keys.push(nextImageCacheKey(url, width, quality, mimeType));
  return keys;
}

/** Drops every optimized size of these images from this process's cache handler(s) (the runtime). */
export function dropOptimizedImages(urls: readonly string[]): void {
  if (!cacheHandlerLoaded() || urls.length === 0) return; // nothing has been optimized in this process
  dropCachedKeys(urls.flatMap(optimizedImageKeys));
}

// next/image's optimizer settings, named once: next.config.ts `images` takes them, and the deletion
// of an upload drops every optimized size the optimizer may keep of it (one per width, quality and
// format: src/lib/server/optimized-images.ts). The sizes are Next.js's defaults, written out.

/** Widths for full-width images (next/image `deviceSizes`). */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** Widths for images narrower than the screen (next/image `imageSizes`). */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
/**
 * Public photos are sent at 60 (src/components/site/image.tsx): on a phone's screen the difference
 * from 75 does not show, the bytes do (issue 13). Next.js only honours listed values.
 */
export const IMAGE_QUALITIES = [60, 75];
/** What the optimizer may answer besides the source's own format. */
export const IMAGE_FORMATS: ('image/webp' | 'image/avif')[] = ['image/webp'];
/**
 * How long an optimized size is fresh before the source is asked again (seconds; past it, the size
 * is served while it is made again in the background: src/http/cache-handler.mjs); the same as the
 * uploads' own max-age (UPLOAD_CACHE_CONTROL), which browsers keep it for.
 */
export const IMAGE_CACHE_SECONDS = 60;

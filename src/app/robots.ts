import type { MetadataRoute } from 'next';
import { siteUrl } from '@/features/site/metadata';

export const revalidate = 60;

export default function robots(): MetadataRoute.Robots {
  const url = siteUrl();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/admin/', '/api/', '/stats'] },
    sitemap: `${url}/sitemap.xml`,
  };
}

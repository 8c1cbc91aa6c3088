import type { MetadataRoute } from 'next';
import { postHref } from '@/features/blog/links';
import { getSitemapPosts } from '@/features/blog/public-queries';
import { siteUrl } from '@/features/site/metadata';
import { PUBLIC_ROUTES } from '@/features/site/public-routes';
import { log } from '@/lib/server/log';

// Public routes and public posts at their addresses, less those hidden from search engines
// ('Ocultar dos buscadores'); nothing of the admin area.
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = siteUrl();
  const posts = await getSitemapPosts().catch((error: unknown) => {
    log.error({ err: error }, 'could not load the posts for the sitemap');
    return [];
  });
  return [
    ...PUBLIC_ROUTES.map((route) => ({
      url: `${url}${route.path === '/' ? '/' : route.path}`,
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...posts.map((post) => ({
      url: `${url}${postHref(post.slug)}`,
      lastModified: post.publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}

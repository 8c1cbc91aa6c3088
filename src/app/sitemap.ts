import type { MetadataRoute } from 'next';
import { getActivePosts } from '@/features/blog/public-queries';
import { siteUrl } from '@/features/site/metadata';
import { PUBLIC_ROUTES } from '@/features/site/public-routes';
import { log } from '@/lib/server/log';

// Public routes and active posts; nothing of the admin area.
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = siteUrl();
  const posts = await getActivePosts().catch((error: unknown) => {
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
      url: `${url}/blog/${post.id}`,
      lastModified: post.publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}

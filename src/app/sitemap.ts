import type { MetadataRoute } from 'next';
import { postHref } from '@/features/blog/links';
import { getSitemapPosts } from '@/features/blog/public-queries';
import { STATIC_PAGES } from '@/lib/server/addresses';
import { languageAlternates } from '@/lib/server/alternates';
import { siteUrl } from '@/features/site/metadata';
import { siteHasLanguage } from '@/lib/server/env';
import { log } from '@/lib/server/log';

// Public routes and public posts at their addresses, less those hidden from search engines
// ('Ocultar dos buscadores'); nothing of the admin area. A page in both languages is listed in
// each, naming the other (xhtml:link alternates, ADR 0027).
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = siteUrl();
  const posts = await getSitemapPosts().catch((error: unknown) => {
    log.error({ err: error }, 'could not load the posts for the sitemap');
    return [];
  });
  const absolute = (path: string) => `${url}${path === '/' ? '/' : path}`;
  const pages = STATIC_PAGES.flatMap((page) =>
    (siteHasLanguage('en') && page.en ? [page['pt-BR'], page.en] : [page['pt-BR']]).map((path) => ({
      path,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
  );
  return [
    ...(await Promise.all(
      pages.map(async ({ path, changeFrequency, priority }) => {
        const languages = await languageAlternates(path);
        return {
          url: absolute(path),
          changeFrequency,
          priority,
          ...(languages && {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(languages).map(([lang, address]) => [lang, absolute(address)]),
              ),
            },
          }),
        };
      }),
    )),
    ...posts.map((post) => ({
      url: `${url}${postHref(post.slug)}`,
      lastModified: post.publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}

import type { MetadataRoute } from 'next';
import { postHref } from '@/features/blog/links';
import { getSitemapPosts } from '@/features/blog/public-queries';
import { STATIC_PAGES } from '@/lib/server/addresses';
import { alternatesOf, languageAlternates } from '@/lib/server/alternates';
import { LOCALES, type Locale } from '@/lib/shared/locale';
import { siteUrl } from '@/features/site/metadata';
import { siteHasLanguage } from '@/lib/server/env';
import { log } from '@/lib/server/log';

// Public routes and public posts at their addresses, less those hidden from search engines
// ('Ocultar dos buscadores'); nothing of the admin area. A page in both languages is listed in
// each, naming the other (xhtml:link alternates, ADR 0027).
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = siteUrl();
  const languages = LOCALES.filter(siteHasLanguage);
  const postsByLanguage = await Promise.all(
    languages.map((locale) =>
      getSitemapPosts(locale).catch((error: unknown) => {
        log.error({ err: error }, 'could not load the posts for the sitemap');
        return [];
      }),
    ),
  );
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
    ...postEntries(languages, postsByLanguage).map(({ path, publishedAt, alternates }) => ({
      url: absolute(path),
      lastModified: publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
      ...(alternates && {
        alternates: {
          languages: Object.fromEntries(
            Object.entries(alternates).map(([lang, address]) => [lang, absolute(address)]),
          ),
        },
      }),
    })),
  ];
}

type SitemapPost = Awaited<ReturnType<typeof getSitemapPosts>>[number];

/** Each language's posts at their addresses, a post listed in both naming its twin (issue 34). */
function postEntries(languages: Locale[], postsByLanguage: SitemapPost[][]) {
  // The Portuguese post's id joins the two languages.
  const pairs = new Map<string, Partial<Record<Locale, string>>>();
  const entries = languages.flatMap((locale, index) =>
    postsByLanguage[index]!.map((post) => {
      const path = postHref(post.slug, locale);
      const key = post.translationOf ?? post.id;
      pairs.set(key, { ...pairs.get(key), [locale]: path });
      return { path, key, publishedAt: post.publishedAt };
    }),
  );
  return entries.map(({ key, ...entry }) => ({ ...entry, alternates: alternatesOf(pairs.get(key)!) }));
}

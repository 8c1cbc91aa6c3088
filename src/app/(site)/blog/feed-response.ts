import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { siteUrl } from '@/features/site/metadata';
import { translator } from '@/lib/server/i18n';
import type { Locale } from '@/lib/shared/locale';
import { rssFeed } from '@/features/blog/feed';
import { getFeedPosts } from '@/features/blog/public-queries';

/** /blog/feed.xml or /en/blog/feed.xml: the language's latest public posts as RSS. */
export async function feedResponse(locale: Locale): Promise<Response> {
  const [posts, { firmName }] = await Promise.all([getFeedPosts(locale), getSiteSettingsOrDefaults()]);
  const description = translator(locale)('blog.description');
  return new Response(rssFeed(posts, { siteUrl: siteUrl(), firmName, description, locale }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}

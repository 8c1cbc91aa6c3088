import { BLOG_DESCRIPTION } from '@/features/blog/components/blog-listing';
import { rssFeed } from '@/features/blog/feed';
import { getFeedPosts } from '@/features/blog/public-queries';
import { getSiteSettingsOrDefaults } from '@/features/settings/queries';
import { siteUrl } from '@/features/site/metadata';

// /blog/feed.xml (issue 21): rendered once, then served from the cache like the public pages until a
// post changes (its read carries the 'blog_posts' tag).
export const dynamic = 'force-static';
export const revalidate = 60;

export async function GET() {
  const [posts, { firmName }] = await Promise.all([getFeedPosts(), getSiteSettingsOrDefaults()]);
  return new Response(rssFeed(posts, { siteUrl: siteUrl(), firmName, description: BLOG_DESCRIPTION }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}

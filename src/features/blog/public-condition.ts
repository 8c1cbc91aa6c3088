import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';

/**
 * The one condition for a post a visitor may see: active and published (issue 21's one place,
 * extended with the editorial desk's states, issue 22). Drafts and scheduled posts never match, nor
 * does a published post's held next version (it lives in content_revisions). Every public read of
 * blog_posts uses it: the list, a post's page, the sitemap, the feed, search, JSON-LD.
 */
export function publicPostCondition(): SQL {
  return and(eq(blogPosts.active, true), eq(blogPosts.status, 'published'))!;
}

import 'server-only';
import { isUuid } from '@/lib/shared/uuid';
import { and, eq, or, sql } from 'drizzle-orm';
import { blogPosts, blogPostSlugs } from '@/db/schema';
import { getDb } from '@/lib/server/db/client';
import type { Locale } from '@/lib/shared/locale';
import { isPublicPost } from './public-condition';

// Addresses that last (issue 21): /blog/{id} (the spec's) and every earlier slug of a post answer
// 301 to its current /blog/{slug}, and an English post's to its /en/blog/{slug} (issue 34). Asked
// by src/proxy.ts for /blog/{segment} and /en/blog/{segment} requests that reach Next.js (the page
// cache answers repeated visits to posts before that).

/** The current slug `segment` should be redirected to, or null (it is current, or no post's). */
export async function postRedirect(segment: string, locale: Locale): Promise<string | null> {
  const db = getDb();
  const byIdOrSlug = isUuid(segment)
    ? or(eq(blogPosts.slug, segment), eq(blogPosts.id, segment))
    : eq(blogPosts.slug, segment);
  const rows = await db
    .select({ slug: blogPosts.slug, current: sql<boolean>`${blogPosts.slug} = ${segment}` })
    .from(blogPosts)
    .where(and(byIdOrSlug, isPublicPost(blogPosts, locale)))
    .unionAll(
      db
        .select({ slug: blogPosts.slug, current: sql<boolean>`false` })
        .from(blogPostSlugs)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
        .where(and(eq(blogPostSlugs.slug, segment), isPublicPost(blogPosts, locale))),
    )
    .limit(1);
  const [row] = rows;
  return row && !row.current ? row.slug : null;
}

/**
 * Whether `segment` is the address, current or earlier, of a post visitors of `locale` may see: the
 * visits' statistics record /blog/{segment} (/en/blog/{segment}) only then (src/app/api/visits/route.ts).
 */
export async function isPostAddress(segment: string, locale: Locale): Promise<boolean> {
  const db = getDb();
  const rows = await db
    .select({ found: sql<number>`1` })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, segment), isPublicPost(blogPosts, locale)))
    .unionAll(
      db
        .select({ found: sql<number>`1` })
        .from(blogPostSlugs)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
        .where(and(eq(blogPostSlugs.slug, segment), isPublicPost(blogPosts, locale))),
    )
    .limit(1);
  return rows.length > 0;
}

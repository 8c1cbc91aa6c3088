import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one condition for a post a visitor may see (issue 21). Every public read uses it: the list,
// tag pages, search, the feed, related posts, the sitemap, the JSON-LD and the old addresses'
// redirects (public-queries.ts, src/app/sitemap.ts, src/proxy.ts). The editorial desk (issue 22)
// extends it here, in one place, with its states: drafts and scheduled posts never match, nor does
// a published post's held next version (it lives in content_revisions).

/** The columns the condition reads (of blog_posts, or of an alias of it). */
export interface PublicPostColumns {
  active: AnyPgColumn;
  status: AnyPgColumn;
}

/** True for a post visitors may see: active and published. */
export function isPublicPost(posts: PublicPostColumns): SQL {
  return and(eq(posts.active, true), eq(posts.status, 'published'))!;
}

import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/shared/locale';

// The one condition for a post a visitor may see (issue 21). Every public read uses it: the list,
// tag pages, search, the feed, related posts, the sitemap, the JSON-LD and the old addresses'
// redirects (public-queries.ts, src/app/sitemap.ts, src/proxy.ts). The editorial desk (issue 22)
// extends it here, in one place, with its states: drafts and scheduled posts never match, nor does
// a published post's held next version (it lives in content_revisions). Each language's pages ask
// for their own (issue 34): nothing Portuguese is read for an English page, nor the reverse.

/** The columns the condition reads (of blog_posts, or of an alias of it). */
export interface PublicPostColumns {
  active: AnyPgColumn;
  status: AnyPgColumn;
  locale: AnyPgColumn;
}

/** True for a post visitors of `locale`'s pages may see: in that language, active and published. */
export function isPublicPost(posts: PublicPostColumns, locale: Locale): SQL {
  return and(eq(posts.locale, locale), eq(posts.active, true), eq(posts.status, 'published'))!;
}

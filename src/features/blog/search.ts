import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';

// Full-text search of posts (issue 21, ADR 0013): PostgreSQL's Portuguese stemming over words
// without accents (the portuguese_unaccent configuration, drizzle/0011_blog_search_prepare.sql), on
// the weighted vector of title, tags, summary and text (blog_posts.search_vector, GIN-indexed).

export const SEARCH_CONFIG = sql.raw(`'public.portuguese_unaccent'::regconfig`);

/** What a visitor typed, as the web search engines read it: words, "quoted phrases", -excluded. */
export const visitorQuery = (term: string): SQL => sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${term})`;

/** Every word typed, as a prefix ('holdi' finds 'holding'), all required; null without words (admin list). */
export function prefixQuery(term: string | undefined): SQL | null {
  const words = term?.match(/[\p{L}\p{N}]+/gu)?.slice(0, 10);
  if (!words?.length) return null;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`${blogPosts.searchVector} @@ to_tsquery(${SEARCH_CONFIG}, ${query})`;
}

import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import type { Locale } from '@/lib/shared/locale';

// Full-text search of posts (issues 21 and 34, ADR 0013): each language's stemming over words
// without accents (portuguese_unaccent and english_unaccent, drizzle/0013_blog_search_prepare.sql
// and drizzle/0024_blog_languages.sql), on the weighted vector of title, tags, summary and text
// (blog_posts.search_vector, GIN-indexed, made in the post's own language).

export const SEARCH_CONFIG: Record<Locale, SQL> = {
  'pt-BR': sql.raw(`'public.portuguese_unaccent'::regconfig`),
  en: sql.raw(`'public.english_unaccent'::regconfig`),
};

/** What a visitor typed, as the web search engines read it: words, "quoted phrases", -excluded. */
export const visitorQuery = (term: string, locale: Locale): SQL =>
  sql`websearch_to_tsquery(${SEARCH_CONFIG[locale]}, ${term})`;

/** Every word typed, as a prefix ('holdi' finds 'holding'), all required; null without words (admin list). */
export function prefixQuery(term: string | undefined, locale: Locale = 'pt-BR'): SQL | null {
  const words = term?.match(/[\p{L}\p{N}]+/gu)?.slice(0, 10);
  if (!words?.length) return null;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`${blogPosts.searchVector} @@ to_tsquery(${SEARCH_CONFIG[locale]}, ${query})`;
}

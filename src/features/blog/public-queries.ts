import 'server-only';
import { and, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { isPublicPost } from './public-condition';
import { SEARCH_CONFIG, visitorQuery } from './search';
import type { Locale } from '@/lib/shared/locale';

// The public site's reads of the blog (issue 21), each through the one public condition and cached
// until a post changes (tag 'blog_posts'). Every list is a page: its cost does not grow with the
// number of posts (bench/blog.ts). Each read is of one language's posts (issue 34).

export const PUBLIC_PAGE_SIZE = 12;
export const FEED_SIZE = 20;
export const RELATED_SIZE = 3;

export interface PublicPostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  imageUrl: string | null;
  /** ISO date-time (cached reads are JSON). */
  publishedAt: string;
  tags: string[];
}

export interface PublicPost extends PublicPostSummary {
  /** An English post's Portuguese post (null for a Portuguese one). */
  translationOf: string | null;
  /** The stored rich text (sanitised again before rendering). */
  content: unknown;
  contentText: string;
  tagSlugs: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  socialImageUrl: string | null;
  noindex: boolean;
}

export interface PostPage<T = PublicPostSummary> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

export interface SearchResult extends PublicPostSummary {
  /** The text around the matching words; each match between \u0001 and \u0002. */
  snippet: string;
}

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  tags: blogPosts.tags,
};

const isoDates = <T extends { publishedAt: Date }>(rows: T[]) =>
  rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));

const newest = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** Page `requested` of `where` (the last page when it asks for more), newest first. */
async function pageOf(where: SQL, requested: number): Promise<PostPage> {
  const db = getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(...newest)
    .limit(PUBLIC_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_PAGE_SIZE);
  return { items: isoDates(rows), total, page, pageCount };
}

const EMPTY_PAGE: PostPage = { items: [], total: 0, page: 1, pageCount: 1 };

/** A page of /blog (SPEC §7: active posts, newest published first). */
export const getPostPage = publicQuery(
  (locale: Locale, page: number) => pageOf(isPublicPost(blogPosts, locale), page),
  'blog-page',
  ['blog_posts'],
  EMPTY_PAGE,
);

/** A page of /blog/tag/{slug}, and the tag's name as the newest of its posts writes it. */
export const getTagPage = publicQuery(
  async (locale: Locale, tagSlug: string, page: number): Promise<PostPage & { tag: string | null }> => {
    const where = and(
      isPublicPost(blogPosts, locale),
      sql`${blogPosts.tagSlugs} @> array[${tagSlug}]::varchar[]`,
    )!;
    const result = await pageOf(where, page);
    const [named] = await getDb()
      .select({
        tag: sql<string>`${blogPosts.tags}[array_position(${blogPosts.tagSlugs}, ${tagSlug}::varchar)]`,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(...newest)
      .limit(1);
    return { ...result, tag: named?.tag ?? null };
  },
  'blog-tag-page',
  ['blog_posts'],
  { ...EMPTY_PAGE, tag: null },
);

/** A search ranks (and pages through) at most this many matches, the newest ones. */
export const SEARCH_WINDOW = 1000;

/**
 * Posts matching a visitor's words, best first, each with the matching words in a snippet. Matches
 * come from the GIN index only (a common word matches most posts: no post's long vector is read);
 * the newest SEARCH_WINDOW of them are ranked by title, tags and summary (search_head), then newest
 * first, so a search costs the same at 10,000 posts; only the page's 12 texts are cut into snippets.
 */
export const searchPosts = publicQuery(
  async (locale: Locale, term: string, requested: number): Promise<PostPage<SearchResult>> =>
    getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const query = visitorQuery(term, locale);
      const where = and(isPublicPost(blogPosts, locale), sql`${blogPosts.searchVector} @@ ${query}`)!;
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(blogPosts).where(where);
      const pageCount = Math.max(1, Math.ceil(Math.min(total, SEARCH_WINDOW) / PUBLIC_PAGE_SIZE));
      const page = Math.min(Math.max(1, requested), pageCount);
      if (total === 0) return { items: [], total, page, pageCount };
      const window = tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(where)
        .orderBy(...newest)
        .limit(SEARCH_WINDOW);
      const hits = tx
        .select({
          ...summaryColumns,
          contentText: blogPosts.contentText,
          rank: sql<number>`ts_rank_cd(${blogPosts.searchHead}, ${query})`.as('rank'),
        })
        .from(blogPosts)
        .where(inArray(blogPosts.id, window))
        .orderBy(sql`rank desc`, ...newest)
        .limit(PUBLIC_PAGE_SIZE)
        .offset((page - 1) * PUBLIC_PAGE_SIZE)
        .as('hits');
      const rows = await tx
        .select({
          id: hits.id,
          slug: hits.slug,
          title: hits.title,
          summary: hits.summary,
          author: hits.author,
          imageUrl: hits.imageUrl,
          publishedAt: hits.publishedAt,
          tags: hits.tags,
          snippet: sql<string>`ts_headline(${SEARCH_CONFIG[locale]}, ${hits.summary} || E'\n' || ${hits.contentText}, ${query},
            ${'StartSel=\u0001, StopSel=\u0002, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "'})`,
        })
        .from(hits)
        .orderBy(sql`${hits.rank} desc`, desc(hits.publishedAt), desc(hits.id));
      return { items: isoDates(rows), total, page, pageCount };
    }),
  'blog-search',
  ['blog_posts'],
  { ...EMPTY_PAGE, items: [] },
);

/** What a post's page and the feed read: the summary, the text and the search-engine fields. */
const postColumns = {
  ...summaryColumns,
  content: blogPosts.content,
  contentText: blogPosts.contentText,
  tagSlugs: blogPosts.tagSlugs,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  socialImageUrl: blogPosts.socialImageUrl,
  noindex: blogPosts.noindex,
  translationOf: blogPosts.translationOf,
};

/** One public post by its current address, or null. */
export const getPublicPost = publicQuery(
  async (locale: Locale, slug: string): Promise<PublicPost | null> => {
    const [row] = await getDb()
      .select(postColumns)
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), isPublicPost(blogPosts, locale)));
    return row ? { ...row, publishedAt: row.publishedAt.toISOString() } : null;
  },
  'blog-post',
  ['blog_posts'],
  null,
);

/**
 * The slug of a post's public version in the other language (issue 34): a Portuguese post's
 * English version, or an English post's Portuguese post; null when that one is not public.
 */
export const getTwinSlug = publicQuery(
  async (post: { id: string; translationOf: string | null }): Promise<string | null> => {
    const other: Locale = post.translationOf ? 'pt-BR' : 'en';
    const [twin] = await getDb()
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          post.translationOf ? eq(blogPosts.id, post.translationOf) : eq(blogPosts.translationOf, post.id),
          isPublicPost(blogPosts, other),
        ),
      );
    return twin?.slug ?? null;
  },
  'blog-twin',
  ['blog_posts'],
  null,
);

/** Related posts are chosen among this many of the newest public posts sharing a tag. */
const RELATED_WINDOW = 500;

/**
 * Up to three posts to read next: those sharing the most tags first (newest first among equals),
 * then the newest. Candidates are the newest RELATED_WINDOW posts sharing a tag, so the cost stays
 * the same at 10,000 posts (ADR 0013).
 */
export const getRelatedPosts = publicQuery(
  async (locale: Locale, postId: string, tagSlugs: string[]): Promise<PublicPostSummary[]> => {
    const db = getDb();
    const tags = sql`${sql.param(tagSlugs)}::varchar[]`;
    const others = and(isPublicPost(blogPosts, locale), ne(blogPosts.id, postId));
    const candidates = db
      .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt, tagSlugs: blogPosts.tagSlugs })
      .from(blogPosts)
      .where(and(others, sql`${blogPosts.tagSlugs} && ${tags}`))
      .orderBy(...newest)
      .limit(RELATED_WINDOW)
      .as('candidates');
    const shared = tagSlugs.length
      ? await db
          .select({ id: candidates.id })
          .from(candidates)
          .orderBy(
            sql`cardinality(array(select unnest(${candidates.tagSlugs}) intersect select unnest(${tags}))) desc`,
            desc(candidates.publishedAt),
            desc(candidates.id),
          )
          .limit(RELATED_SIZE)
      : [];
    const ids = shared.map((row) => row.id);
    const picked = ids.length
      ? await db.select(summaryColumns).from(blogPosts).where(inArray(blogPosts.id, ids))
      : [];
    const ordered = ids.map((id) => picked.find((row) => row.id === id)!).filter(Boolean);
    if (ordered.length < RELATED_SIZE) {
      const latest = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(others, ids.length ? notInArray(blogPosts.id, ids) : undefined))
        .orderBy(...newest)
        .limit(RELATED_SIZE - ordered.length);
      ordered.push(...latest);
    }
    return isoDates(ordered);
  },
  'blog-related',
  ['blog_posts'],
  [],
);

/** The feed's posts: the latest public ones with their text. */
export const getFeedPosts = publicQuery(
  async (locale: Locale): Promise<PublicPost[]> => {
    const rows = await getDb()
      .select(postColumns)
      .from(blogPosts)
      .where(isPublicPost(blogPosts, locale))
      .orderBy(...newest)
      .limit(FEED_SIZE);
    return isoDates(rows);
  },
  'blog-feed',
  ['blog_posts'],
  [],
);

/** The sitemap's posts of a language: public ones not hidden from search engines. */
export const getSitemapPosts = publicQuery(
  async (
    locale: Locale,
  ): Promise<{ id: string; slug: string; translationOf: string | null; publishedAt: string }[]> => {
    const rows = await getDb()
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        translationOf: blogPosts.translationOf,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(and(isPublicPost(blogPosts, locale), eq(blogPosts.noindex, false)))
      .orderBy(...newest);
    return isoDates(rows);
  },
  'blog-sitemap',
  ['blog_posts'],
  [],
);

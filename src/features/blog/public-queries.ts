import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import { publicQuery } from '@/lib/server/cache';
import { publicPostCondition } from './public-condition';
import { getDb } from '@/lib/server/db/client';

export interface PublicPostSummary {
  id: string;
  title: string;
  summary: string;
  author: string;
  imageUrl: string | null;
  /** ISO date-time (cached reads are JSON). */
  publishedAt: string;
  tags: string[];
}

export interface PublicPost extends PublicPostSummary {
  content: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  summary: blogPosts.summary,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  tags: blogPosts.tags,
};

/** Active posts, newest published first (SPEC §7). */
export const getActivePosts = publicQuery(
  async (): Promise<PublicPostSummary[]> => {
    const rows = await getDb()
      .select(summaryColumns)
      .from(blogPosts)
      .where(publicPostCondition())
      .orderBy(desc(blogPosts.publishedAt));
    return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
  },
  'active-posts',
  ['blog_posts'],
  [],
);

/** One active post by id, or null (also for ids that are not UUIDs). */
export const getActivePost = publicQuery(
  async (id: string): Promise<PublicPost | null> => {
    if (!UUID.test(id)) return null;
    const [row] = await getDb()
      .select({ ...summaryColumns, content: blogPosts.content })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), publicPostCondition()));
    return row ? { ...row, publishedAt: row.publishedAt.toISOString() } : null;
  },
  'active-post',
  ['blog_posts'],
  null,
);

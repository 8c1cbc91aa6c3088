import 'server-only';
import { and, eq, like, ne } from 'drizzle-orm';
import { blogPosts, blogPostSlugs } from '@/db/schema';
import { UserError } from '@/lib/shared/action-result';
import { slugify, uniqueSlug } from '@/lib/shared/slug';
import { getDb } from '@/lib/server/db/client';
import { RESERVED_SLUGS, SLUG_TAKEN } from './schema';

// Post addresses (issue 21): unique among the current addresses and the earlier ones (which keep
// answering 301 for ever, drizzle/0013_blog_content_fill.sql), never one of /blog's own pages.

/** A slug for a title with none: a title of punctuation only. */
const FALLBACK = 'artigo';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The addresses in use that start like `base`, except the post's own current and earlier ones. */
async function takenLike(base: string, postId?: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}%`;
  const db = getDb();
  const [current, earlier] = await Promise.all([
    db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(like(blogPosts.slug, pattern), postId ? ne(blogPosts.id, postId) : undefined)),
    db
      .select({ slug: blogPostSlugs.slug })
      .from(blogPostSlugs)
      .where(and(like(blogPostSlugs.slug, pattern), postId ? ne(blogPostSlugs.postId, postId) : undefined)),
  ]);
  return new Set(
    [...current, ...earlier, ...RESERVED_SLUGS.map((slug) => ({ slug }))].map((row) => row.slug),
  );
}

/** A free address made from the title: 'titulo', else 'titulo-2', 'titulo-3'… */
export async function slugFromTitle(title: string, postId?: string): Promise<string> {
  const base = slugify(title) || FALLBACK;
  const taken = await takenLike(base, postId);
  return uniqueSlug(base, (slug) => taken.has(slug));
}

/** Refuses a typed address that another post has now or had before. */
export async function assertSlugFree(slug: string, postId?: string): Promise<void> {
  const others = await getDb()
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), postId ? ne(blogPosts.id, postId) : undefined))
    .union(
      getDb()
        .select({ slug: blogPostSlugs.slug })
        .from(blogPostSlugs)
        .where(and(eq(blogPostSlugs.slug, slug), postId ? ne(blogPostSlugs.postId, postId) : undefined)),
    );
  if (others.length > 0) throw new UserError(SLUG_TAKEN, { slug: SLUG_TAKEN });
}

/** Whether an error is PostgreSQL's unique violation on the slug index (two saves at once). */
export function isSlugConflict(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'blog_posts_slug_idx';
}

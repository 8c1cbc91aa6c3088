import 'server-only';
import { isUuid } from '@/lib/shared/uuid';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { blogPosts, contentRevisions } from '@/db/schema';
import { writeRecorded } from '@/lib/server/activity';
import { invalidate } from '@/lib/server/cache';
import { conflictOf, expectedVersionOf } from '@/lib/server/content-conflict';
import { getDb } from '@/lib/server/db/client';
import { UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { reviewLinkPath } from './preview';
import { contentValuesOf, syncPublication } from './publishing';
import { BLOG_MESSAGES } from './schema';

// The blog's editorial desk beyond a save (issue 22, ADR 0016): 'Despublicar', the review link,
// and the failed publications every admin page shows.

async function findPost(id: string) {
  const [post] = isUuid(id)
    ? await getDb()
        .select({ id: blogPosts.id, version: blogPosts.version, nextRevisionId: blogPosts.nextRevisionId })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
    : [];
  if (!post) throw new UserError(BLOG_MESSAGES.notFound);
  return post;
}

/**
 * 'Despublicar': the post goes back to draft, with its held next version (if any) as the draft's
 * content, and its waiting publication cancelled. Like a save, it requires the version the post was
 * read at and is refused over a newer one.
 */
export async function unpublishBlogPost(actor: Actor | null, id: string, version: number): Promise<void> {
  const by = requirePermission(actor, 'blog.write');
  const expected = expectedVersionOf({ version });
  const post = await findPost(id);
  if (expected !== post.version) throw await conflictOf(blogPosts, id, BLOG_MESSAGES.notFound);
  const [next] = post.nextRevisionId
    ? await getDb().select().from(contentRevisions).where(eq(contentRevisions.id, post.nextRevisionId))
    : [];
  await writeRecorded(
    async (tx) => {
      const [changed] = await tx
        .update(blogPosts)
        .set({
          ...(next ? contentValuesOf(next.fields) : {}),
          status: 'draft',
          publishAt: null,
          nextRevisionId: null,
          publishError: null,
          version: post.version + 1,
          updatedAt: new Date(),
          updatedBy: by.userId,
        })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, post.version)))
        .returning();
      if (!changed) throw await conflictOf(blogPosts, id, BLOG_MESSAGES.notFound);
      await syncPublication(tx, changed);
    },
    () => ({ actorId: by.userId, kind: 'unpublish', entity: 'blog_posts', entityId: id }),
  );
  invalidate('blog_posts');
}

/** 'Copiar link de revisão': the address of the post's working version, open to anyone for 7 days. */
export async function createBlogReviewLink(actor: Actor | null, id: string) {
  requirePermission(actor, 'blog.write');
  await findPost(id);
  return reviewLinkPath(id);
}

/** Posts whose publication failed, for the banner on every admin page (until someone acts). */
export async function listPublishFailures(
  actor: Actor | null,
): Promise<{ id: string; title: string; reason: string }[]> {
  requirePermission(actor, 'blog.write');
  const rows = await getDb()
    .select({ id: blogPosts.id, title: blogPosts.title, reason: blogPosts.publishError })
    .from(blogPosts)
    .where(isNotNull(blogPosts.publishError))
    .orderBy(desc(blogPosts.updatedAt))
    .limit(5);
  return rows.map((row) => ({ ...row, reason: row.reason ?? '' }));
}

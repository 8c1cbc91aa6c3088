import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { blogPosts, contentRevisions } from '@/db/schema';
import { writeRecorded } from '@/lib/server/activity';
import { invalidate } from '@/lib/server/cache';
import { conflictOf } from '@/lib/server/content-conflict';
import { contentService } from '@/lib/server/content-store';
import { getDb } from '@/lib/server/db/client';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { versionOf } from '@/lib/shared/editorial';
import type { FormInput } from '@/lib/shared/form-data';
import { copyPreviewPath, reviewLinkPath } from './preview';
import { contentValuesOf, syncPublication } from './publishing';
import { BLOG_IMAGE, BLOG_MESSAGES, blogPostSchema } from './schema';
import { intentOf, publishAtOf } from './states';

// Admin reads and writes of blog posts (SPEC §7): all posts, the latest published first. Images go
// to the 'blog' bucket. Every save keeps a revision (issue 22). The form's buttons choose the state
// (ADR 0016): 'Criar Post'/'Atualizar Post' publish at once, 'Salvar rascunho' and 'Agendar' keep
// the post unpublished, or, on a published post, keep the live version and hold the edits as its
// next version. The job queue publishes at `publish_at` (publishing.ts).

/** What the form's buttons ask of the row when it is created. */
function stateOnCreate(input: FormInput) {
  const now = new Date();
  switch (intentOf(input)) {
    case 'draft':
      return { active: true, status: 'draft' as const, publishedAt: now };
    case 'schedule': {
      const at = publishAtOf(input, now);
      return { active: true, status: 'scheduled' as const, publishAt: at, publishedAt: at };
    }
    default:
      return { active: true, status: 'published' as const, publishedAt: now };
  }
}

/** What the form's buttons ask of an existing row, given it as it was. */
function stateOnUpdate(input: FormInput) {
  const intent = intentOf(input);
  if (intent === null) return undefined; // a restore or a script: the state stays
  const at = intent === 'schedule' ? publishAtOf(input) : null;
  return (current: Record<string, unknown>) => {
    const live = current.status === 'published';
    const cleared = { publishError: null, publishAt: at };
    if (intent === 'publish')
      return {
        values: {
          ...cleared,
          status: 'published',
          nextRevisionId: null,
          publishedAt: live ? current.publishedAt : new Date(),
        },
      };
    // A published post stays as it is; the edits become its next version.
    if (live) return { values: cleared, hold: true };
    return {
      values: { ...cleared, status: intent === 'draft' ? 'draft' : 'scheduled', nextRevisionId: null },
    };
  };
}

const service = contentService({
  table: blogPosts,
  permission: 'blog.write',
  schema: blogPostSchema,
  messages: BLOG_MESSAGES,
  images: { imageUrl: { ...BLOG_IMAGE, bucket: 'blog' } },
  orderBy: [desc(blogPosts.publishedAt)],
  onCreate: stateOnCreate,
  onUpdate: stateOnUpdate,
  // The publication job follows the post as saved, in the save's transaction.
  onSave: (tx, post) => syncPublication(tx, post),
  revisions: true,
  heldVersionColumn: 'nextRevisionId',
  desk: {
    // 'Histórico' compares these texts word by word.
    revisionTexts: (fields) => [
      { label: 'Título', text: String(fields.title ?? '') },
      { label: 'Resumo', text: String(fields.summary ?? '') },
      { label: 'Conteúdo', text: String(fields.content ?? '') },
    ],
  },
});

export type BlogPost = typeof blogPosts.$inferSelect;

/** A post in the admin list, with its held next version's content, which the editor shows. */
export type AdminBlogPost = BlogPost & { next: Partial<BlogPost> | null };

/** Every post, the latest published first, with the next version a published post holds. */
export async function listBlogPosts(actor: Actor | null): Promise<AdminBlogPost[]> {
  const posts = await service.list(actor);
  const held = posts.filter((post) => post.nextRevisionId);
  if (held.length === 0) return posts.map((post) => ({ ...post, next: null }));
  const revisions = await getDb()
    .select({ id: contentRevisions.id, fields: contentRevisions.fields })
    .from(contentRevisions)
    .where(eq(contentRevisions.entity, 'blog_posts'));
  const byId = new Map(revisions.map((revision) => [revision.id, revision.fields]));
  return posts.map((post) => {
    const fields = post.nextRevisionId ? byId.get(post.nextRevisionId) : undefined;
    return { ...post, next: fields ? (contentValuesOf(fields) as Partial<BlogPost>) : null };
  });
}

export const createBlogPost = service.create;
export const updateBlogPost = service.update;
export const deleteBlogPost = service.remove;

/**
 * 'Despublicar': the post goes back to draft, with its held next version (if any) as the draft's
 * content, and its waiting publication cancelled. Refused over a newer version like a save.
 */
export async function unpublishBlogPost(actor: Actor | null, id: string, version: unknown): Promise<void> {
  const by = requirePermission(actor, 'blog.write');
  const expected = versionOf(version);
  const post = await service.find(by, id);
  if (expected !== undefined && expected !== post.version)
    throw await conflictOf(blogPosts, id, BLOG_MESSAGES.notFound);
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

/**
 * 'Pré-visualizar': keeps the editor's fields as the actor's autosaved copy of the post (id null: a
 * new one) and answers the address that shows them for an hour.
 */
export async function previewBlogPost(actor: Actor | null, id: string | null, input: FormInput) {
  const by = requirePermission(actor, 'blog.write');
  await service.autosave(by, id, input);
  return { path: await copyPreviewPath(by.userId, id) };
}

/** 'Copiar link de revisão': the address of the post's working version, open to anyone for 7 days. */
export async function createBlogReviewLink(actor: Actor | null, id: string) {
  const by = requirePermission(actor, 'blog.write');
  await service.find(by, id);
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

// The editorial desk (issue 22): the editor's autosaved copy, and the post's revisions.
export const autosaveBlogPost = service.autosave;
export const readBlogPostAutosave = service.readAutosave;
export const discardBlogPostAutosave = service.discardAutosave;
export const listBlogPostRevisions = service.history;
export const compareBlogPostRevision = service.compare;
export const restoreBlogPostRevision = service.restore;

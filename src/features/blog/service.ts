import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import { blogPosts, contentRevisions } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import type { VersionedInput } from '@/lib/shared/editorial';
import type { FormInput } from '@/lib/shared/form-data';
import { expectedVersionOf } from '@/lib/server/content-conflict';
import { contentDesk } from '@/lib/server/content-desk';
import { contentStore } from '@/lib/server/content-store';
import { contentStoreOptionsOf, deskImageColumnsOf } from '@/lib/server/declared-content';
import { getDb } from '@/lib/server/db/client';
import { describeIfUndescribed } from '@/lib/server/media-items';
import { releaseUploads } from '@/lib/server/upload-release';
import { checkImage, imageDimensions, storeImage } from '@/lib/server/uploads';
import { slugsOf } from '@/lib/shared/slug';
import { isUuid } from '@/lib/shared/uuid';
import { blogPostsType } from './content-type';
import { copyPreviewPath } from './preview';
import { contentValuesOf, syncPublication } from './publishing';
import { revisionTexts } from './revision-texts';
import { queueUnsavedImageRelease } from './unsaved-images';
import { assertImagesDescribed, imagesOf, safeDoc, storedContent } from './rich-content';
import { BLOG_BODY_IMAGE, BLOG_MESSAGES, blogPostSchema, CONTENT_REQUIRED, SLUG_TAKEN } from './schema';
import { assertSlugFree, isSlugConflict, slugFromTitle } from './slugs';
import { stateOnCreate, stateOnUpdate } from './state-changes';
import { englishCopyId } from './admin-links';
import {
  isTranslationConflict,
  languagesOf,
  originalOf,
  shareWithTranslation,
  TRANSLATION_EXISTS,
  type PostLanguages,
} from './languages';

// Admin reads and writes of blog posts (SPEC §7, issues 21 and 22; the admin's lists:
// posts-admin.ts). The rich text is sanitised and its text derived here; the address comes from the
// title unless typed, and stays unique. Images (cover, social, in the text) go to the 'blog'
// bucket. Every save checks the form's version and keeps a revision; the form's buttons choose the
// state (state-changes.ts, ADR 0016), and the job queue publishes at `publish_at` (publishing.ts).

const PERMISSION = blogPostsType.permission;
// The declaration's store (table, cache tag, images, revisions) with the desk's own hooks.
const store = contentStore({
  ...contentStoreOptionsOf(blogPostsType),
  // A published post's next version is held as a revision until it is published (ADR 0016).
  heldVersionColumn: 'nextRevisionId',
  // The publication job follows the post as saved, in the save's transaction; both languages show
  // the same images and have the same alert areas (languages.ts).
  onSave: async (tx, post) => {
    await syncPublication(tx, post);
    await shareWithTranslation(tx, post.id);
  },
});

const { searchVector: _vector, searchHead: _head, ...postColumns } = getTableColumns(blogPosts);
/** A post as the admin edits it (everything but the search vectors). */
export type BlogPost = Omit<typeof blogPosts.$inferSelect, 'searchVector' | 'searchHead'>;
/**
 * A post in the editor, with the next version a published post holds (which the editor shows) and
 * its languages.
 */
export type AdminBlogPost = BlogPost & { next: Partial<BlogPost> | null; languages: PostLanguages };
const withoutVectors = ({
  searchVector: _v,
  searchHead: _h,
  ...post
}: typeof blogPosts.$inferSelect): BlogPost => post;

/** One post with everything the editor shows, and its held next version's content. */
export async function getBlogPost(actor: Actor | null, id: string): Promise<AdminBlogPost> {
  requirePermission(actor, PERMISSION);
  await store.find(id); // the not-found refusal for bad ids
  const [post] = await getDb().select(postColumns).from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw new UserError(BLOG_MESSAGES.notFound);
  const [held] = post.nextRevisionId
    ? await getDb()
        .select({ fields: contentRevisions.fields })
        .from(contentRevisions)
        .where(eq(contentRevisions.id, post.nextRevisionId))
    : [];
  return {
    ...post,
    next: held ? (contentValuesOf(held.fields) as Partial<BlogPost>) : null,
    languages: await languagesOf(post),
  };
}

/**
 * The form's values as columns: safe rich text and its text, the address, the tags' slugs; an
 * English post's, the fingerprint of the Portuguese texts it translates as they are now.
 */
async function valuesOf(input: FormInput, current?: BlogPost) {
  const { content: doc, slug: typed, tags, noindex, ...fields } = parseInput(blogPostSchema, input);
  const { content, contentText } = storedContent(doc);
  // Only images of other sites were dropped, leaving no text: the same refusal as an empty text.
  if (!contentText) throw new UserError(CONTENT_REQUIRED, { content: CONTENT_REQUIRED });
  // An image in the text needs a description or the decorative mark (issue 33): the one blocking
  // accessibility rule; the others come back as guidance (actions.ts).
  await assertImagesDescribed(content);
  let slug: string;
  if (typed === null) slug = current?.slug ?? (await slugFromTitle(fields.title));
  else {
    if (typed !== current?.slug) await assertSlugFree(typed, current?.id);
    slug = typed;
  }
  const translated = current ? current.translationOf : input.translation_of || null;
  const original = translated ? await originalOf(translated) : null;
  return {
    // An English post's 'Áreas do informativo' are its Portuguese post's (languages.ts).
    ...(original
      ? { locale: 'en' as const, translationOf: original.id, sourceFingerprint: original.fingerprint }
      : { alertTopics: fields.alert_topics }),
    title: fields.title,
    summary: fields.summary,
    author: fields.author,
    seoTitle: fields.seo_title,
    seoDescription: fields.seo_description,
    slug,
    content,
    contentText,
    tags,
    tagSlugs: slugsOf(tags),
    noindex,
    typed: typed !== null,
  };
}

/** A write that lost a race for an address: a made-up one is made again once, a typed one refused. */
async function retryingSlug<T>(typed: boolean, write: (again: boolean) => Promise<T>): Promise<T> {
  try {
    return await write(false);
  } catch (error) {
    if (isTranslationConflict(error)) throw new UserError(TRANSLATION_EXISTS);
    if (!isSlugConflict(error)) throw error;
    if (typed) throw new UserError(SLUG_TAKEN, { slug: SLUG_TAKEN });
    return write(true);
  }
}

export async function createBlogPost(actor: Actor | null, input: FormInput): Promise<BlogPost> {
  const by = requirePermission(actor, PERMISSION);
  const state = stateOnCreate(input);
  const { typed, ...values } = await valuesOf(input);
  const audit = { actorId: by.userId };
  // A new English version was typed in a copy of its own (its Portuguese post's: englishCopyId).
  const copyId = 'translationOf' in values ? englishCopyId(values.translationOf) : '';
  const row = await retryingSlug(typed, async (again) =>
    store.insert(
      { ...values, ...(again && { slug: await slugFromTitle(values.title) }), ...state },
      input,
      { copyId },
      audit,
    ),
  );
  return withoutVectors(row);
}

/**
 * Saves the edit form (or a restored revision, with its `images`): refused without the version the
 * form was read at, and with a ConflictError when it is not the row's (ADR 0015); the buttons'
 * state through state-changes.ts.
 */
async function save(
  by: Actor,
  id: string,
  input: VersionedInput,
  options: { images?: Record<string, string | null>; detail?: string } = {},
): Promise<BlogPost> {
  const expectedVersion = expectedVersionOf(input);
  const current = await getBlogPost(by, id);
  const extra = stateOnUpdate(input);
  const { typed, ...values } = await valuesOf(input, current);
  const row = await retryingSlug(typed, async (again) =>
    store.update(
      id,
      { ...values, ...(again && { slug: await slugFromTitle(values.title, id) }) },
      input,
      { actorId: by.userId, detail: options.detail },
      { expectedVersion, extra, images: options.images },
    ),
  );
  // Images taken out of the text are removed once the new text is saved, unless something else
  // still shows them (src/lib/server/upload-references.ts).
  const kept = new Set(imagesOf(values.content));
  await releaseUploads(...imagesOf(safeDoc(current.content)).filter((src) => !kept.has(src)));
  return withoutVectors(row);
}

export async function updateBlogPost(
  actor: Actor | null,
  id: string,
  input: VersionedInput,
): Promise<BlogPost> {
  return save(requirePermission(actor, PERMISSION), id, input);
}

/**
 * Deletes the post, its revisions and autosaved copies, and then the uploads only they showed; a
 * Portuguese post's English version first, the same way (issue 34).
 */
export async function deleteBlogPost(actor: Actor | null, id: string): Promise<void> {
  const by = requirePermission(actor, PERMISSION);
  const [english] = isUuid(id)
    ? await getDb().select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.translationOf, id))
    : [];
  // The store releases every upload the post held, its text's images too (upload-references.ts).
  if (english) await store.remove(english.id, { actorId: by.userId });
  await store.remove(id, { actorId: by.userId });
}

/** An image for the text (the editor's 'Imagem' button): checked, re-encoded, stored; its address and size. */
export async function uploadBlogImage(
  actor: Actor | null,
  input: FormInput,
): Promise<{ url: string; width: number; height: number }> {
  const by = requirePermission(actor, PERMISSION);
  const image = (await checkImage(input[BLOG_BODY_IMAGE.field], {
    ...BLOG_BODY_IMAGE,
    bucket: 'blog',
    prefix: 'content/',
    requiredMessage: 'Selecione um arquivo primeiro',
  }))!;
  const size = await imageDimensions(image);
  const url = await storeImage(image, by.userId);
  // The description typed in 'Inserir imagem' is the new library item's (issue 33).
  await describeIfUndescribed(getDb(), url, input.alt);
  await queueUnsavedImageRelease(url);
  return { url, ...size };
}

// The editorial desk (issue 22): the editor's autosaved copy, and the post's revisions.
const desk = contentDesk<BlogPost>({
  permission: PERMISSION,
  entity: store.entity,
  schema: blogPostsType.schema,
  find: store.find,
  fieldsOf: (post) => store.fieldsOf(post as typeof blogPosts.$inferSelect),
  imageColumns: deskImageColumnsOf(blogPostsType),
  update: (actor, id, input, images, detail) => save(actor, id, input, { images, detail }),
  revisionTexts,
});
export const autosaveBlogPost = desk.autosave;
export const readBlogPostAutosave = desk.readAutosave;
export const discardBlogPostAutosave = desk.discardAutosave;
export const listBlogPostRevisions = desk.history;
export const compareBlogPostRevision = desk.compare;
export const restoreBlogPostRevision = desk.restore;

/**
 * 'Pré-visualizar': keeps the editor's fields as the actor's autosaved copy of the post (id null: a
 * new one) and answers the address that shows them for an hour.
 */
export async function previewBlogPost(actor: Actor | null, id: string | null, input: FormInput) {
  const by = requirePermission(actor, PERMISSION);
  await desk.autosave(by, id, input);
  return { path: await copyPreviewPath(by.userId, id) };
}

export { createBlogReviewLink, listPublishFailures, unpublishBlogPost } from './editorial';

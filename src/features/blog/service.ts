import 'server-only';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import type { FormInput } from '@/lib/shared/form-data';
import { contentStore } from '@/lib/server/content-store';
import { getDb } from '@/lib/server/db/client';
import { releaseUploads } from '@/lib/server/upload-release';
import { checkImage, imageDimensions, storeImage } from '@/lib/server/uploads';
import { imagesOf, safeDoc, storedContent } from './rich-content';
import {
  ADMIN_PAGE_SIZE,
  adminPostFilterSchema,
  BLOG_BODY_IMAGE,
  BLOG_IMAGE,
  BLOG_MESSAGES,
  BLOG_SOCIAL_IMAGE,
  blogPostSchema,
  CONTENT_REQUIRED,
  SLUG_TAKEN,
  type AdminPostFilter,
} from './schema';
import { prefixQuery } from './search';
import { slugsOf } from '@/lib/shared/slug';
import { assertSlugFree, isSlugConflict, slugFromTitle } from './slugs';

// Admin reads and writes of blog posts (SPEC §7, issue 21): a page of posts, newest first, searched
// by words; new posts are published at once and active, an edit keeps both. The rich text is
// sanitised and its text derived here; the address comes from the title unless typed, and stays
// unique. Images (cover, social, in the text) go to the 'blog' bucket.

const PERMISSION = 'blog.write';
const store = contentStore({
  table: blogPosts,
  tag: 'blog_posts',
  notFound: BLOG_MESSAGES.notFound,
  images: {
    imageUrl: { ...BLOG_IMAGE, bucket: 'blog' },
    socialImageUrl: { ...BLOG_SOCIAL_IMAGE, bucket: 'blog' },
  },
});

const { searchVector: _vector, searchHead: _head, ...postColumns } = getTableColumns(blogPosts);
/** A post as the admin edits it (everything but the search vectors). */
export type BlogPost = Omit<typeof blogPosts.$inferSelect, 'searchVector' | 'searchHead'>;
const withoutVectors = ({
  searchVector: _v,
  searchHead: _h,
  ...post
}: typeof blogPosts.$inferSelect): BlogPost => post;

const listColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  summary: blogPosts.summary,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  tags: blogPosts.tags,
  active: blogPosts.active,
};
/** A post in the admin's list (its text is loaded when it is edited). */
export type BlogPostListItem = Pick<BlogPost, keyof typeof listColumns>;
export interface BlogPostPage {
  items: BlogPostListItem[];
  total: number;
  page: number;
  pageCount: number;
}

/** A page of posts for the admin (ADMIN_PAGE_SIZE a page), searched by words when asked. */
export async function listBlogPosts(
  actor: Actor | null,
  filter: Partial<AdminPostFilter> = {},
): Promise<BlogPostPage> {
  requirePermission(actor, PERMISSION);
  const { q, pagina } = adminPostFilterSchema.parse(filter);
  const where = prefixQuery(q) ?? undefined;
  const db = getDb();
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(pagina, pageCount);
  const items = await db
    .select(listColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { items, total, page, pageCount };
}

/** One post with everything the editor shows. */
export async function getBlogPost(actor: Actor | null, id: string): Promise<BlogPost> {
  requirePermission(actor, PERMISSION);
  await store.find(id); // the not-found refusal for bad ids
  const [post] = await getDb().select(postColumns).from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw new UserError(BLOG_MESSAGES.notFound);
  return post;
}

/** The form's values as columns: safe rich text and its text, the address, the tags' slugs. */
async function valuesOf(input: FormInput, current?: BlogPost) {
  const { content: doc, slug: typed, tags, noindex, ...fields } = parseInput(blogPostSchema, input);
  const { content, contentText } = storedContent(doc);
  // Only images of other sites were dropped, leaving no text: the same refusal as an empty text.
  if (!contentText) throw new UserError(CONTENT_REQUIRED, { content: CONTENT_REQUIRED });
  let slug: string;
  if (typed === null) slug = current?.slug ?? (await slugFromTitle(fields.title));
  else {
    if (typed !== current?.slug) await assertSlugFree(typed, current?.id);
    slug = typed;
  }
  return {
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
    if (!isSlugConflict(error)) throw error;
    if (typed) throw new UserError(SLUG_TAKEN, { slug: SLUG_TAKEN });
    return write(true);
  }
}

export async function createBlogPost(actor: Actor | null, input: FormInput): Promise<BlogPost> {
  const by = requirePermission(actor, PERMISSION);
  const { typed, ...values } = await valuesOf(input);
  const audit = { actorId: by.userId };
  const row = await retryingSlug(typed, async (again) =>
    store.insert(
      {
        ...values,
        ...(again && { slug: await slugFromTitle(values.title) }),
        active: true,
        publishedAt: new Date(),
      },
      input,
      {},
      audit,
    ),
  );
  return withoutVectors(row);
}

export async function updateBlogPost(actor: Actor | null, id: string, input: FormInput): Promise<BlogPost> {
  const by = requirePermission(actor, PERMISSION);
  const current = await getBlogPost(by, id);
  const { typed, ...values } = await valuesOf(input, current);
  const row = await retryingSlug(typed, async (again) =>
    store.update(id, { ...values, ...(again && { slug: await slugFromTitle(values.title, id) }) }, input, {
      actorId: by.userId,
    }),
  );
  // Images taken out of the text are removed once the new text is saved, unless something else
  // still shows them (src/lib/server/upload-references.ts).
  const kept = new Set(imagesOf(values.content));
  await releaseUploads(...imagesOf(safeDoc(current.content)).filter((src) => !kept.has(src)));
  return withoutVectors(row);
}

export async function deleteBlogPost(actor: Actor | null, id: string): Promise<void> {
  const by = requirePermission(actor, PERMISSION);
  // The store releases every upload the post held, its text's images too (upload-references.ts).
  await store.remove(id, { actorId: by.userId });
}

/** An image for the text (the editor's 'Imagem' button): checked, re-encoded, stored; its address and size. */
export async function uploadBlogImage(
  actor: Actor | null,
  input: FormInput,
): Promise<{ url: string; width: number; height: number }> {
  requirePermission(actor, PERMISSION);
  const image = (await checkImage(input[BLOG_BODY_IMAGE.field], {
    ...BLOG_BODY_IMAGE,
    bucket: 'blog',
    prefix: 'content/',
    requiredMessage: 'Selecione um arquivo primeiro',
  }))!;
  const size = await imageDimensions(image);
  return { url: await storeImage(image), ...size };
}

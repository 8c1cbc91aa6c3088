import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import { UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import type { TranslationState } from '@/lib/shared/translations';
import { isUuid } from '@/lib/shared/uuid';
import { getDb } from '@/lib/server/db/client';
import { blogPostsType } from './content-type';
import { englishPosts, translationStateSql } from './languages';
import { ADMIN_PAGE_SIZE, adminPostFilterSchema, BLOG_MESSAGES, type AdminPostFilter } from './schema';
import { prefixQuery } from './search';
import type { BlogPost } from './service';

// The admin's lists of posts (issues 21 and 34): a page of Portuguese posts with their English
// versions' state, and the one English version the 'English' tab edits. Their texts are loaded
// when a post is edited (service.ts, getBlogPost).

const PERMISSION = blogPostsType.permission;

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
  version: blogPosts.version,
  status: blogPosts.status,
  publishAt: blogPosts.publishAt,
  publishError: blogPosts.publishError,
  nextRevisionId: blogPosts.nextRevisionId,
  locale: blogPosts.locale,
};
/**
 * A post in the admin's list (its text is loaded when it is edited); a Portuguese one with its
 * English version's state.
 */
export type BlogPostListItem = Pick<BlogPost, keyof typeof listColumns> & {
  translation?: { state: TranslationState; fields: Record<string, string> };
};
export interface BlogPostPage {
  items: BlogPostListItem[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * A page of Portuguese posts for the admin (ADMIN_PAGE_SIZE a page), searched by words, of one
 * state and one translation state when asked; each with its English version's state (issue 34).
 */
export async function listBlogPosts(
  actor: Actor | null,
  filter: Partial<AdminPostFilter> = {},
): Promise<BlogPostPage> {
  requirePermission(actor, PERMISSION);
  const { q, pagina, estado, traducao } = adminPostFilterSchema.parse(filter);
  const where = and(
    eq(blogPosts.locale, 'pt-BR'),
    prefixQuery(q) ?? undefined,
    estado ? eq(blogPosts.status, estado) : undefined,
    traducao ? eq(translationStateSql, traducao) : undefined,
  );
  const db = getDb();
  const joined = eq(englishPosts.translationOf, blogPosts.id);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(blogPosts)
    .leftJoin(englishPosts, joined)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(pagina, pageCount);
  const rows = await db
    .select({ ...listColumns, state: translationStateSql })
    .from(blogPosts)
    .leftJoin(englishPosts, joined)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const items = rows.map(({ state, ...post }) => ({ ...post, translation: { state, fields: {} } }));
  return { items, total, page, pageCount };
}

/**
 * The editor's 'English' tab of a Portuguese post (issue 34): the post's id and title, and its
 * English version as the list shows it (null while there is none).
 */
export async function getEnglishVersion(actor: Actor | null, originalId: string) {
  requirePermission(actor, PERMISSION);
  const [original] = isUuid(originalId)
    ? await getDb()
        .select({ id: blogPosts.id, title: blogPosts.title })
        .from(blogPosts)
        .where(and(eq(blogPosts.id, originalId), eq(blogPosts.locale, 'pt-BR')))
    : [];
  if (!original) throw new UserError(BLOG_MESSAGES.notFound);
  const [english] = await getDb()
    .select(listColumns)
    .from(blogPosts)
    .where(eq(blogPosts.translationOf, original.id));
  return { original, english: english ?? null };
}
export type EnglishVersion = Awaited<ReturnType<typeof getEnglishVersion>>;

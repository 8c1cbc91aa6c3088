import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { blogPosts } from '@/db/schema';
import { UserError } from '@/lib/shared/action-result';
import { getDb, type Transaction } from '@/lib/server/db/client';
import { isUuid } from '@/lib/shared/uuid';
import type { TranslationState } from '@/lib/shared/translations';
import { blogPostsType } from './content-type';
import { BLOG_MESSAGES } from './schema';

// Posts in two languages (issue 34 §2, ADR 0029). An English post is a row of its own beside the
// Portuguese post it translates (`translation_of`): its own address, state, schedule, revisions,
// autosave and preview, so publishing one language never touches the other. What they share is
// copied here, in the save's transaction: the images (one cover for both; their descriptions per
// language live in the media library) and 'Áreas do informativo' (an English post's alert goes to
// the English subscribers of the same areas). The English row keeps the fingerprint of the Portuguese
// texts it was saved against (fingerprintOf: the declaration's `translatable`): another one now is
// 'Desatualizado'.

export const TRANSLATION_EXISTS = 'Este post já tem versão em inglês.';
export const NOT_A_PORTUGUESE_POST = 'Escolha um post em português para traduzir.';

/**
 * The MD5 of a post's Portuguese texts (its declaration's `translatable` columns), in SQL; of
 * blog_posts or of an alias of it.
 */
export const fingerprintOf = (posts: object): SQL<string> =>
  sql<string>`md5(jsonb_build_array(${sql.join(
    (blogPostsType.translatable ?? []).map((property) => (posts as Record<string, AnyPgColumn>)[property]!),
    sql`, `,
  )})::text)`;

/** A Portuguese post's English version, joined in the admin's list. */
export const englishPosts = alias(blogPosts, 'english_posts');

/** 'Sem tradução', 'Traduzido' or 'Desatualizado' of each listed Portuguese post, in SQL. */
export const translationStateSql = sql<TranslationState>`case
  when ${englishPosts.id} is null then 'missing'
  when ${englishPosts.sourceFingerprint} = ${fingerprintOf(blogPosts)} then 'translated'
  else 'outdated' end`;

/** The Portuguese post an English one is made for: its id and the fingerprint of its texts now. */
export async function originalOf(id: unknown): Promise<{ id: string; fingerprint: string }> {
  if (typeof id !== 'string' || !isUuid(id)) throw new UserError(NOT_A_PORTUGUESE_POST);
  const [original] = await getDb()
    .select({ id: blogPosts.id, fingerprint: fingerprintOf(blogPosts) })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.locale, 'pt-BR')));
  if (!original) throw new UserError(BLOG_MESSAGES.notFound);
  return original;
}

/** Whether a write failed because the Portuguese post already has its English version. */
export function isTranslationConflict(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'blog_posts_translation_of_idx';
}

/**
 * In a post's save transaction: the two languages show the same images and have the same alert
 * areas. A Portuguese post's go to its English version; an English post takes its Portuguese post's.
 */
export async function shareWithTranslation(tx: Transaction, postId: string): Promise<void> {
  await tx.execute(sql`update ${blogPosts} english set image_url = original.image_url,
      social_image_url = original.social_image_url, alert_topics = original.alert_topics
    from ${blogPosts} original
    where original.id = english.translation_of and ${postId} in (english.id, original.id)
      and (english.image_url is distinct from original.image_url
        or english.social_image_url is distinct from original.social_image_url
        or english.alert_topics is distinct from original.alert_topics)`);
}

/** A post's two languages, as its editor's 'Português | English' tabs show them (issue 34). */
export interface PostLanguages {
  /** The Portuguese post's id (the post's own, or the one an English post translates). */
  original: string;
  /** The English post's id, or null while there is none. */
  english: string | null;
  state: TranslationState;
}

/** The post's two languages: the Portuguese post, its English version and that version's state. */
export async function languagesOf(post: {
  id: string;
  translationOf: string | null;
}): Promise<PostLanguages> {
  const original = post.translationOf ?? post.id;
  const [row] = await getDb()
    .select({ english: englishPosts.id, state: translationStateSql })
    .from(blogPosts)
    .leftJoin(englishPosts, eq(englishPosts.translationOf, blogPosts.id))
    .where(eq(blogPosts.id, original));
  return { original, english: row?.english ?? null, state: row?.state ?? 'missing' };
}

import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { blogPosts, contentRevisions } from '@/db/schema';
import { EDITORIAL_LIMITS } from '@/db/schema/limits';
import { getAuth } from '@/lib/server/auth/auth';
import { readAutosave } from '@/lib/server/autosave';
import { getDb } from '@/lib/server/db/client';
import { textOf } from '@/lib/shared/rich-text/document';
import { slugsOf } from '@/lib/shared/slug';
import { contentValuesOf } from './publishing';
import { safeDoc } from './rich-content';
import { parseContent } from './schema';
import type { PublicPost } from './public-queries';

// Previews of posts that are not published (issue 22 §2, ADR 0016). A preview's address carries a
// signed token (HMAC with the server's secret, an expiry and a random nonce), so it cannot be
// guessed or altered, and opens without an account:
// - 'Pré-visualizar': the editor's own unsaved fields (their autosaved copy), for an hour;
// - 'Copiar link de revisão': the post's working version (a draft, a scheduled post, or a
//   published post's held next version), for 7 days.
// The page is noindex, never cached for the public and never counted as a visit.

export const PREVIEW_PATH = '/pre-visualizacao';
const COPY_HOURS = 1;

type Unsigned =
  | { kind: 'copy'; userId: string; postId: string | null; exp: number }
  | { kind: 'post'; postId: string; exp: number };
/** What a token says: who or what it shows, until when, and a random nonce. */
type Claim = Unsigned & { n: string };

/** The server's secret, as Better Auth resolved it (BETTER_AUTH_SECRET, or DATA_DIR/auth.secret). */
const secret = async () => (await getAuth().$context).secret;

const sign = async (payload: string) =>
  createHmac('sha256', await secret())
    .update(`preview:${payload}`)
    .digest('base64url');

async function tokenOf(claim: Unsigned): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({ ...claim, n: randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${await sign(payload)}`;
}

/** The claim of a valid, unexpired token; null for anything else. */
export async function readPreviewToken(token: string, now = Date.now()): Promise<Claim | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || payload.length > 1000) return null;
  const expected = Buffer.from(await sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claim;
    return typeof claim.exp === 'number' && claim.exp > now ? claim : null;
  } catch {
    return null;
  }
}

/** The address of the editor's preview of their unsaved fields (saved first as their copy). */
export async function copyPreviewPath(userId: string, postId: string | null, now = Date.now()) {
  return `${PREVIEW_PATH}/${await tokenOf({ kind: 'copy', userId, postId, exp: now + COPY_HOURS * 3_600_000 })}`;
}

/** The review link of a post: its working version, for 7 days, for anyone who has it. */
export async function reviewLinkPath(postId: string, now = Date.now()) {
  const exp = now + EDITORIAL_LIMITS.reviewLinkDays * 86_400_000;
  return {
    path: `${PREVIEW_PATH}/${await tokenOf({ kind: 'post', postId, exp })}`,
    expiresAt: new Date(exp),
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A post as the public page shows it, from a row's or revision's values (by property) or an
 * autosaved copy's form fields over them (by field name: the editor's JSON, tags as typed).
 */
function asPublic(values: Record<string, unknown>, id: string): PublicPost {
  const tags = Array.isArray(values.tags)
    ? values.tags.map(String)
    : text(values.tags)
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
  // The copy's content is the form's text (JSON); parseContent keeps only the allowlist.
  const content = typeof values.content === 'string' ? parseContent(values.content) : values.content;
  return {
    id,
    slug: text(values.slug) || id,
    title: text(values.title),
    summary: text(values.summary),
    content,
    contentText: textOf(safeDoc(content)),
    author: text(values.author),
    imageUrl: orNull(values.imageUrl),
    publishedAt: new Date((values.publishedAt as string | Date | undefined) ?? Date.now()).toISOString(),
    tags,
    tagSlugs: slugsOf(tags),
    seoTitle: orNull(values.seo_title ?? values.seoTitle),
    seoDescription: orNull(values.seo_description ?? values.seoDescription),
    socialImageUrl: orNull(values.socialImageUrl),
    noindex: true,
    // An English post's (a new one's form names it as translation_of): shown in English.
    translationOf: orNull(values.translationOf ?? values.translation_of),
  };
}

/** The post a valid token shows, or null (expired, altered, or nothing to show any more). */
export async function previewPost(token: string): Promise<PublicPost | null> {
  const claim = await readPreviewToken(token);
  if (!claim) return null;
  const [row] = claim.postId
    ? await getDb().select().from(blogPosts).where(eq(blogPosts.id, claim.postId))
    : [undefined];
  if (claim.postId && !row) return null;
  if (claim.kind === 'copy') {
    const copy = await readAutosave({
      userId: claim.userId,
      entity: 'blog_posts',
      entityId: claim.postId ?? '',
    });
    if (!copy) return row ? asPublic(row, row.id) : null;
    // The unsaved fields over the post as saved (its image, its date).
    return asPublic({ ...row, ...copy.fields }, row?.id ?? 'pre-visualizacao');
  }
  if (!row) return null;
  if (row.nextRevisionId) {
    const [next] = await getDb()
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.id, row.nextRevisionId));
    if (next) return asPublic({ ...row, ...contentValuesOf(next.fields) }, row.id);
  }
  return asPublic(row, row.id);
}

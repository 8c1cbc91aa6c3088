import { sql } from 'drizzle-orm';
import { createBlogPost } from '@/features/blog/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';

/**
 * A post made through the service as `actor`, its texts named after its title in its language
 * (an English one with `translation_of` in `fields`); `fields` adds or replaces any.
 */
export function writePost(actor: Actor, title: string, fields: Record<string, string> = {}) {
  const texts = fields.translation_of
    ? { summary: `Summary of ${title}`, content: `Text of ${title}.`, author: 'Dr. Ana' }
    : { summary: `Resumo de ${title}`, content: `Texto de ${title}.`, author: 'Dra. Ana' };
  return createBlogPost(actor, { title, ...texts, ...fields });
}

/**
 * A post straight in the database (public unless told), so a visit of /blog/{slug} is one of a real
 * post: visits are recorded only for the site's pages (src/features/visits/recordable.ts).
 */
export async function addPost(slug: string, { status = 'published', earlierSlugs = [] as string[] } = {}) {
  const db = getDb();
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into blog_posts (title, slug, summary, content, content_text, author, status)
    values (${`Post ${slug}`}, ${slug}, 'Resumo',
      '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Texto."}]}]}',
      'Texto.', 'Autora', ${status})
    returning id`);
  const id = rows[0]!.id;
  for (const earlier of earlierSlugs)
    await db.execute(sql`insert into blog_post_slugs (post_id, slug) values (${id}, ${earlier})`);
  return id;
}

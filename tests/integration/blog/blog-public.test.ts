import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPosts } from '@/db/schema';
import { postRedirect } from '@/features/blog/addresses';
import {
  getFeedPosts,
  getPostPage,
  getPublicPost,
  getRelatedPosts,
  getSitemapPosts,
  getTagPage,
  PUBLIC_PAGE_SIZE,
  searchPosts,
} from '@/features/blog/public-queries';
import { updateBlogPost } from '@/features/blog/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';
import { writePost } from '../helpers/posts';

// The blog's public reads (issue 21) against the real database: pages and their boundaries, tags,
// search across accents and plurals, related posts, the feed, the sitemap and the old addresses.
// Next.js's cache is left out (the reads run as they would on a miss).
vi.mock('next/cache', () => ({ unstable_cache: (query: unknown) => query, revalidateTag: () => {} }));

let admin: Actor;
const post = (title: string, fields: Record<string, string> = {}) => writePost(admin, title, fields);
/**
 * Publication dates one minute apart in the given order (the last the newest), after every date
 * given before: each test's posts are the newest of the file's database.
 */
let minutes = 0;
async function dated(ids: string[]) {
  for (const id of ids)
    await getDb()
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.UTC(2030, 0, 1) + ++minutes * 60_000) })
      .where(eq(blogPosts.id, id));
}

beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('blog pages', () => {
  it('pages 12 at a time, newest first, up to the last page', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 2 * PUBLIC_PAGE_SIZE + 1; i++) ids.push((await post(`Página ${i}`)).id);
    const hidden = await post('Inativo');
    await getDb().update(blogPosts).set({ active: false }).where(eq(blogPosts.id, hidden.id));
    await dated([...ids, hidden.id]);

    const first = await getPostPage('pt-BR', 1);
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 3 });
    expect(first.items.map((item) => item.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Página ${25 - i}`),
    );
    const second = await getPostPage('pt-BR', 2);
    expect(second.items[0]!.title).toBe('Página 13');
    const last = await getPostPage('pt-BR', 3);
    expect(last.items.map((item) => item.title)).toEqual(['Página 1']);
    // Past the last page: the last one (its route answers 404 when they differ).
    expect((await getPostPage('pt-BR', 4)).page).toBe(3);
    expect((await getPostPage('pt-BR', 0)).page).toBe(1);
  });
});

describe('tags', () => {
  it("lists a tag's public posts by its slug, newest first, named as the newest post writes it", async () => {
    const old = await post('Antigo', { tags: 'Direito Tributário, ITCMD' });
    const recent = await post('Recente', { tags: 'direito tributario' });
    const other = await post('Outro', { tags: 'Sucessões' });
    const hidden = await post('Escondido', { tags: 'Direito Tributário' });
    await getDb().update(blogPosts).set({ active: false }).where(eq(blogPosts.id, hidden.id));
    await dated([old.id, other.id, recent.id, hidden.id]);

    const page = await getTagPage('pt-BR', 'direito-tributario', 1);
    expect(page.tag).toBe('direito tributario');
    expect(page.items.map((item) => item.title)).toEqual(['Recente', 'Antigo']);
    expect((await getTagPage('pt-BR', 'sem-posts', 1)).tag).toBeNull();
  });
});

describe('search', () => {
  it('finds across accents and plurals, ranks title matches first and marks the words', async () => {
    await post('Transação tributária para empresas', { content: 'Como negociar débitos com a Fazenda.' });
    await post('Revisão de contrato social', {
      content: 'Uma cláusula de transação tributaria também aparece aqui, no meio do texto.',
    });
    const hidden = await post('Transação tributária escondida');
    await getDb().update(blogPosts).set({ active: false }).where(eq(blogPosts.id, hidden.id));

    const result = await searchPosts('pt-BR', 'transacao tributaria', 1);
    expect(result.items.map((item) => item.title)).toEqual([
      'Transação tributária para empresas',
      'Revisão de contrato social',
    ]);
    expect(result.items[1]!.snippet).toMatch(/\u0001transação\u0002 \u0001tributaria\u0002/);

    // Plurals and singulars, either way.
    expect((await searchPosts('pt-BR', 'contratos', 1)).items.map((item) => item.title)).toEqual([
      'Revisão de contrato social',
    ]);
    expect((await searchPosts('pt-BR', 'débito', 1)).total).toBe(1);
    expect((await searchPosts('pt-BR', '"nada parecido" -x', 1)).total).toBe(0);
    // Whatever is typed is a search, never SQL or a syntax error.
    for (const term of ["'; drop table blog_posts; --", '&|!():*', '\\', '"'])
      await searchPosts('pt-BR', term, 1);
  });
});

describe('related posts', () => {
  it('prefers posts sharing more tags, then the newest, never itself or a hidden post', async () => {
    const main = await post('Principal', { tags: 'a1, b1, c1' });
    const two = await post('Duas em comum', { tags: 'a1, b1' });
    const one = await post('Uma em comum', { tags: 'c1' });
    const none = await post('Nenhuma em comum', { tags: 'z9' });
    const hidden = await post('Escondido', { tags: 'a1, b1, c1' });
    await getDb().update(blogPosts).set({ active: false }).where(eq(blogPosts.id, hidden.id));
    await dated([two.id, one.id, main.id, none.id, hidden.id]);

    const related = await getRelatedPosts('pt-BR', main.id, ['a1', 'b1', 'c1']);
    expect(related.map((item) => item.title)).toEqual(['Duas em comum', 'Uma em comum', 'Nenhuma em comum']);
  });
});

describe('feed and sitemap', () => {
  it('feed: the 20 latest public posts; sitemap: public posts not hidden from search engines', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 22; i++) ids.push((await post(`Feed ${i}`)).id);
    const noindex = await post('Fora dos buscadores', { noindex: 'on' });
    await dated([...ids, noindex.id]);
    const feed = await getFeedPosts('pt-BR');
    expect(feed).toHaveLength(20);
    expect(feed[0]!.title).toBe('Fora dos buscadores');
    expect(feed[1]!.title).toBe('Feed 22');
    const sitemap = (await getSitemapPosts('pt-BR')).map((item) => item.slug);
    expect(sitemap).toContain('feed-22');
    expect(sitemap).not.toContain('fora-dos-buscadores');
  });
});

describe('addresses', () => {
  it('makes unique slugs from titles, keeps earlier ones as redirects and refuses taken ones', async () => {
    const first = await post('Holding: quando vale a pena?');
    const second = await post('Holding – quando vale a pena');
    expect([first.slug, second.slug]).toEqual(['holding-quando-vale-a-pena', 'holding-quando-vale-a-pena-2']);
    expect(await postRedirect(first.id, 'pt-BR')).toBe(first.slug);
    expect(await postRedirect(first.slug, 'pt-BR')).toBeNull(); // current: no redirect

    const input = { title: first.title, summary: 'R', content: 'T', author: 'A' };
    await updateBlogPost(admin, first.id, {
      ...input,
      slug: 'Holding Familiar Nova',
      version: first.version,
    });
    expect(await getPublicPost('pt-BR', 'holding-familiar-nova')).toMatchObject({ id: first.id });
    expect(await getPublicPost('pt-BR', 'holding-quando-vale-a-pena')).toBeNull();
    expect(await postRedirect('holding-quando-vale-a-pena', 'pt-BR')).toBe('holding-familiar-nova');

    // Another post may take neither its current address nor an earlier one.
    for (const slug of ['holding-familiar-nova', 'holding-quando-vale-a-pena']) {
      const refusal = await refusalOf(
        updateBlogPost(admin, second.id, { ...input, slug, version: second.version }),
      );
      expect(refusal.fieldErrors).toEqual({ slug: 'Este endereço já está em uso por outro post.' });
    }
    // A new post with the same title gets the next free address.
    expect((await post('Holding: quando vale a pena?')).slug).toBe('holding-quando-vale-a-pena-3');
    for (const slug of ['tag', 'busca']) {
      const refusal = await refusalOf(
        updateBlogPost(admin, second.id, { ...input, slug, version: second.version }),
      );
      expect(refusal.fieldErrors).toEqual({ slug: 'Este endereço é reservado pelo site.' });
    }

    // A hidden post's addresses redirect nowhere (they would reveal it).
    await getDb().update(blogPosts).set({ active: false }).where(eq(blogPosts.id, first.id));
    expect(await postRedirect(first.id, 'pt-BR')).toBeNull();
    expect(await postRedirect('holding-quando-vale-a-pena', 'pt-BR')).toBeNull();
    // Deleting a post frees its addresses.
    await getDb().execute(sql`delete from blog_posts where id = ${first.id}`);
    expect((await getDb().execute(sql`select count(*)::int as n from blog_post_slugs`)).rows[0]).toEqual({
      n: 0,
    });
  });
});

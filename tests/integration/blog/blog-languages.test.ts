import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPosts } from '@/db/schema';
import { postRedirect } from '@/features/blog/addresses';
import { TRANSLATION_EXISTS } from '@/features/blog/languages';
import { getFeedPosts, getPostPage, getPublicPost, searchPosts } from '@/features/blog/public-queries';
import { englishCopyId } from '@/features/blog/admin-links';
import {
  autosaveBlogPost,
  deleteBlogPost,
  getBlogPost,
  readBlogPostAutosave,
  unpublishBlogPost,
  updateBlogPost,
  type BlogPost,
} from '@/features/blog/service';
import { listBlogPosts } from '@/features/blog/posts-admin';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';
import sitemap from '@/app/sitemap';
import { actorWithRole } from '../helpers/actors';
import { refusalOf } from '../helpers/content-service';
import { writePost } from '../helpers/posts';

// Blog posts in two languages (issue 34 §2, ADR 0029) against the real database: an English post
// is a post of its own beside the Portuguese one, published on its own; its state ('Sem tradução',
// 'Traduzido', 'Desatualizado'); its own slug and 301s; English stemming; the sitemap's pairs.
vi.mock('next/cache', () => ({ unstable_cache: (query: unknown) => query, revalidateTag: () => {} }));

let admin: Actor;
let run = 0;
const unique = () => `${Date.now().toString(36)}${++run}`;

const portuguese = (title: string, fields: Record<string, string> = {}) => writePost(admin, title, fields);
const english = (original: BlogPost, title: string, fields: Record<string, string> = {}) =>
  writePost(admin, title, { translation_of: original.id, ...fields });
/** An edit of the post as saved, with `fields` changed, asking for `intent`. */
const edit = (post: BlogPost, fields: Record<string, string>, intent = 'publish') =>
  updateBlogPost(admin, post.id, {
    title: post.title,
    summary: post.summary,
    content: JSON.stringify(post.content),
    author: post.author,
    slug: post.slug,
    version: String(post.version),
    intent,
    ...fields,
  });
const stateOf = async (id: string) =>
  (await listBlogPosts(admin, { q: (await getBlogPost(admin, id)).title })).items.find(
    (item) => item.id === id,
  )?.translation?.state;

beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('a post in English', () => {
  it('is a post of its own, shown only on the English pages, with the Portuguese images', async () => {
    const word = unique();
    const pt = await portuguese(`Holding ${word}`);
    await getDb().update(blogPosts).set({ imageUrl: '/media/blog/capa.webp' }).where(eq(blogPosts.id, pt.id));
    const en = await english(pt, `Holding ${word} in English`);

    expect(await getBlogPost(admin, en.id)).toMatchObject({
      locale: 'en',
      translationOf: pt.id,
      imageUrl: '/media/blog/capa.webp',
    });
    expect(en.slug).toBe(`holding-${word}-in-english`);
    expect(await getPublicPost('en', en.slug)).toMatchObject({ title: `Holding ${word} in English` });
    expect(await getPublicPost('pt-BR', en.slug)).toBeNull();
    expect(await getPublicPost('en', pt.slug)).toBeNull();
    const ptPage = (await getPostPage('pt-BR', 1)).items.map((item) => item.id);
    const enPage = (await getPostPage('en', 1)).items.map((item) => item.id);
    expect(ptPage).toContain(pt.id);
    expect(ptPage).not.toContain(en.id);
    expect(enPage).toContain(en.id);
    expect(enPage).not.toContain(pt.id);
    expect((await getFeedPosts('en')).map((item) => item.id)).toContain(en.id);
    expect((await getFeedPosts('pt-BR')).map((item) => item.id)).not.toContain(en.id);
    // The admin's list is of Portuguese posts, each with its English version's state.
    const listed = (await listBlogPosts(admin, { q: word })).items;
    expect(listed.map((item) => item.id)).toEqual([pt.id]);

    // One English version per post.
    expect(await refusalOf(english(pt, `Another ${word}`))).toMatchObject({ message: TRANSLATION_EXISTS });
    // The editor knows the two languages from either side.
    expect((await getBlogPost(admin, pt.id)).languages).toEqual({
      original: pt.id,
      english: en.id,
      state: 'translated',
    });
    expect((await getBlogPost(admin, en.id)).languages.original).toBe(pt.id);

    // Deleting the Portuguese post deletes its English version.
    await deleteBlogPost(admin, pt.id);
    expect(await getDb().select().from(blogPosts).where(eq(blogPosts.id, en.id))).toEqual([]);
  });

  it('publishes on its own: neither language publishing or unpublishing touches the other', async () => {
    const word = unique();
    const pt = await portuguese(`Recuperação ${word}`, { intent: 'draft' });
    const en = await english(pt, `Reorganisation ${word}`, { intent: 'draft' });
    expect([pt.status, en.status]).toEqual(['draft', 'draft']);

    const ptLive = await edit(pt, {}, 'publish');
    expect(ptLive.status).toBe('published');
    expect((await getBlogPost(admin, en.id)).status).toBe('draft');
    expect(await getPublicPost('en', en.slug)).toBeNull();

    const enLive = await edit(await getBlogPost(admin, en.id), {}, 'publish');
    expect(enLive.status).toBe('published');
    expect(await getPublicPost('en', en.slug)).toMatchObject({ id: en.id });

    await unpublishBlogPost(admin, pt.id, ptLive.version);
    expect((await getBlogPost(admin, pt.id)).status).toBe('draft');
    expect((await getBlogPost(admin, en.id)).status).toBe('published');
    expect(await getPublicPost('pt-BR', pt.slug)).toBeNull();
    expect(await getPublicPost('en', en.slug)).toMatchObject({ id: en.id });

    await unpublishBlogPost(admin, en.id, enLive.version);
    await edit(await getBlogPost(admin, pt.id), {}, 'publish');
    expect((await getBlogPost(admin, en.id)).status).toBe('draft');
    expect(await getPublicPost('pt-BR', pt.slug)).toMatchObject({ id: pt.id });
  });

  it("is 'Sem tradução', 'Traduzido', then 'Desatualizado' after a Portuguese edit, filterable", async () => {
    const word = unique();
    const pt = await portuguese(`Sucessão ${word}`);
    expect(await stateOf(pt.id)).toBe('missing');
    const en = await english(pt, `Succession ${word}`);
    expect(await stateOf(pt.id)).toBe('translated');

    // An edit of the English that is not of its texts keeps it translated; a Portuguese text's
    // edit makes it outdated until the English is saved again.
    const ptEdited = await edit(pt, { summary: `Novo resumo ${word}` });
    expect(await stateOf(pt.id)).toBe('outdated');
    expect((await listBlogPosts(admin, { q: word, traducao: 'outdated' })).items.map((i) => i.id)).toEqual([
      pt.id,
    ]);
    expect((await listBlogPosts(admin, { q: word, traducao: 'translated' })).items).toEqual([]);
    await edit(await getBlogPost(admin, en.id), { summary: `New summary ${word}` });
    expect(await stateOf(pt.id)).toBe('translated');
    expect((await listBlogPosts(admin, { q: word, traducao: 'translated' })).items.map((i) => i.id)).toEqual([
      pt.id,
    ]);
    // Only the Portuguese texts count: a change of the author does not outdate the English.
    await edit(await getBlogPost(admin, ptEdited.id), { author: 'Dr. Outro' });
    expect(await stateOf(pt.id)).toBe('translated');
  });

  it("is autosaved before its first save apart from the editor's 'Novo Post' copy, which that save keeps", async () => {
    const word = unique();
    const pt = await portuguese(`Tributário ${word}`);
    await autosaveBlogPost(admin, null, { title: `Novo post ${word}` });
    await autosaveBlogPost(admin, englishCopyId(pt.id), { title: `Tax ${word}` });
    expect((await readBlogPostAutosave(admin, englishCopyId(pt.id)))?.fields.title).toBe(`Tax ${word}`);
    expect((await readBlogPostAutosave(admin, null))?.fields.title).toBe(`Novo post ${word}`);

    await english(pt, `Tax ${word}`);
    expect(await readBlogPostAutosave(admin, englishCopyId(pt.id))).toBeNull();
    expect((await readBlogPostAutosave(admin, null))?.fields.title).toBe(`Novo post ${word}`);
  });

  it('keeps its earlier English addresses answering 301, in English only', async () => {
    const word = unique();
    const pt = await portuguese(`Imóveis ${word}`);
    const en = await english(pt, `Real estate ${word}`);
    const renamed = await edit(en, { slug: `property-${word}` });
    expect(renamed.slug).toBe(`property-${word}`);
    expect(await postRedirect(en.slug, 'en')).toBe(`property-${word}`);
    expect(await postRedirect(en.id, 'en')).toBe(`property-${word}`);
    expect(await postRedirect(en.slug, 'pt-BR')).toBeNull();
    expect(await postRedirect(pt.slug, 'en')).toBeNull();
    // The Portuguese post's address is as it was.
    expect(await getPublicPost('pt-BR', pt.slug)).toMatchObject({ id: pt.id });
  });

  it('is found by English words, stemmed in English, and never by a Portuguese search', async () => {
    const word = unique();
    const pt = await portuguese(`Empresas ${word}`);
    const en = await english(pt, `Companies restructuring ${word}`, {
      content: `Negotiating with creditors ${word}.`,
    });
    expect((await searchPosts('en', `company ${word}`, 1)).items.map((item) => item.id)).toEqual([en.id]);
    expect((await searchPosts('en', `negotiation creditor ${word}`, 1)).items.map((item) => item.id)).toEqual(
      [en.id],
    );
    expect((await searchPosts('pt-BR', `companies ${word}`, 1)).items).toEqual([]);
    expect((await searchPosts('pt-BR', `empresa ${word}`, 1)).items.map((item) => item.id)).toEqual([pt.id]);
  });

  it('is paired with its Portuguese post in the sitemap', async () => {
    const word = unique();
    const pt = await portuguese(`Consumidor ${word}`);
    const en = await english(pt, `Consumer ${word}`);
    const alone = await portuguese(`Sozinho ${word}`);
    const entries = await sitemap();
    const entry = (path: string) => entries.find((item) => item.url.endsWith(path));
    const pair = {
      'pt-BR': expect.stringMatching(`/blog/${pt.slug}$`),
      en: expect.stringMatching(`/en/blog/${en.slug}$`),
    };
    expect(entry(`/blog/${pt.slug}`)?.alternates?.languages).toMatchObject(pair);
    expect(entry(`/en/blog/${en.slug}`)?.alternates?.languages).toMatchObject({
      ...pair,
      'x-default': expect.stringMatching(`/blog/${pt.slug}$`),
    });
    expect(entry(`/blog/${alone.slug}`)).toBeDefined();
    expect(entry(`/blog/${alone.slug}`)?.alternates).toBeUndefined();
  });
});

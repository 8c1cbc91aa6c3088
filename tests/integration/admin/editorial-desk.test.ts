import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { autosaves, contentRevisions } from '@/db/schema';
import {
  autosaveBlogPost,
  compareBlogPostRevision,
  createBlogPost,
  deleteBlogPost,
  discardBlogPostAutosave,
  listBlogPostRevisions,
  readBlogPostAutosave,
  restoreBlogPostRevision,
  updateBlogPost,
} from '@/features/blog/service';
import { createNews, updateNews } from '@/features/news/service';
import { getSettings, saveSettings } from '@/features/settings/service';
import { createTestimonial, setTestimonialActive, updateTestimonial } from '@/features/testimonials/service';
import { getDb } from '@/lib/server/db/client';
import { isUploadReferenced } from '@/lib/server/upload-release';
import type { Actor } from '@/lib/shared/auth/permissions';
import { ConflictError, conflictMessage } from '@/lib/shared/editorial';
import { actorWithRole } from '../helpers/actors';
import { imageFile, storedFileExists } from '../helpers/files';
import { refusalOf } from '../helpers/content-service';

// Issue 22 §3 and §4 on the services: versions refuse a save over a newer one, every save of a post
// keeps a revision that can be compared and restored, and an editor's autosaved copy is per user
// and item, offered back, and gone after a save.

const post = { title: 'Holding familiar', summary: 'Resumo', content: 'Linha um.', author: 'Dra. Ana' };

let ana: Actor;
let bruno: Actor;
beforeAll(async () => {
  ana = await actorWithRole('admin');
  bruno = await actorWithRole('admin');
});

const time = (at: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

describe('versions (no lost edits)', () => {
  it('refuses a save over a newer version, naming who saved it and when, and changes nothing', async () => {
    const created = await createBlogPost(ana, post);
    expect(created.version).toBe(1);
    const first = await updateBlogPost(bruno, created.id, { ...post, title: 'De Bruno', version: '1' });
    expect(first).toMatchObject({ version: 2, updatedBy: bruno.userId });

    const refusal = await refusalOf(
      updateBlogPost(ana, created.id, { ...post, title: 'De Ana', version: '1' }),
    );
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal.message).toBe(
      `Este item foi alterado por ${bruno.email} às ${time(first.updatedAt)}. Suas alterações não foram salvas; copie-as antes de recarregar.`,
    );
    expect(refusal.fieldErrors).toEqual({ form: refusal.message });
    const [stored] = await listBlogPostRevisions(ana, created.id);
    expect(stored).toMatchObject({ version: 2, createdByEmail: bruno.email });

    // Saved from the current version, it goes through.
    const second = await updateBlogPost(ana, created.id, { ...post, title: 'De Ana', version: '2' });
    expect(second).toMatchObject({ title: 'De Ana', version: 3 });
  });

  it('is the kit’s: news, testimonials and the settings refuse a stale form too', async () => {
    const newsInput = { title: 'N', subtitle: 'S', content: 'C', external_link: 'https://example.com' };
    const news = await createNews(ana, newsInput);
    await updateNews(bruno, news.id, { ...newsInput, version: '1' });
    await expect(updateNews(ana, news.id, { ...newsInput, version: '1' })).rejects.toBeInstanceOf(
      ConflictError,
    );

    // The active switch is not an edit of the form's fields: it does not make an open form stale.
    const testimonialInput = { name: 'Cliente', company: 'Empresa', rating: '5', comment: 'Ótimo.' };
    const testimonial = await createTestimonial(ana, testimonialInput);
    await setTestimonialActive(bruno, testimonial.id, false);
    const edited = await updateTestimonial(ana, testimonial.id, { ...testimonialInput, version: '1' });
    expect(edited.version).toBe(2);

    const settings = await getSettings(ana);
    const form = { firm_name: 'Escritório', retention_months: '24' };
    await saveSettings(bruno, { ...form, version: String(settings.version) });
    const stale = await refusalOf(
      saveSettings(ana, { ...form, firm_name: 'Outro', version: String(settings.version) }),
    );
    expect(stale.message).toMatch(
      new RegExp(`^Este item foi alterado por ${bruno.email} às \\d\\d:\\d\\d\\.`),
    );
    expect((await getSettings(ana)).firmName).toBe('Escritório');
  });
});

describe('revisions', () => {
  it('keeps every save, compares by word and restores as a new revision with its image', async () => {
    const created = await createBlogPost(ana, { ...post, image_url: await imageFile('capa.png') });
    const original = created.imageUrl!;
    const replaced = await updateBlogPost(bruno, created.id, {
      ...post,
      title: 'Holding familiar revisada',
      content: 'Linha um alterada.',
      slug: 'holding-revisada',
      tags: 'Família, Sucessão',
      seo_title: 'Holding para buscadores',
      image_url: await imageFile('nova.webp', 'webp'),
      version: '1',
    });
    const history = await listBlogPostRevisions(ana, created.id);
    expect(history.map((entry) => [entry.version, entry.createdByEmail])).toEqual([
      [2, bruno.email],
      [1, ana.email],
    ]);
    // The replaced image is kept for the first revision.
    expect(storedFileExists(original)).toBe(true);
    expect(await isUploadReferenced(getDb(), original)).toBe(true);

    const comparison = await compareBlogPostRevision(ana, history[1]!.id);
    const title = comparison.texts.find((text) => text.label === 'Título')!;
    expect(title.parts).toEqual([
      { value: 'Holding familiar ', kind: 'same' },
      { value: 'revisada', kind: 'added' },
    ]);
    const content = comparison.texts.find((text) => text.label === 'Conteúdo')!;
    expect(
      content.parts.filter((part) => part.kind !== 'same').map((part) => [part.kind, part.value.trim()]),
    ).toEqual([['added', 'alterada']]);
    // Other fields show only when they changed; the author did not.
    expect(comparison.texts.map((text) => text.label)).toEqual([
      'Título',
      'Resumo',
      'Conteúdo',
      'Endereço (slug)',
      'Tags',
      'Título para buscadores',
      'Imagem',
    ]);

    await restoreBlogPostRevision(ana, history[1]!.id, 2);
    const after = await listBlogPostRevisions(ana, created.id);
    expect(after.map((entry) => entry.version)).toEqual([3, 2, 1]);
    const [restored] = await getDb()
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.id, after[0]!.id));
    // The whole content comes back: the editor's JSON and its text, the address, tags, SEO fields.
    expect(restored!.fields).toMatchObject({
      title: 'Holding familiar',
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Linha um.' }] }],
      },
      content_text: 'Linha um.',
      slug: created.slug,
      tags: [],
      seo_title: null,
      image_url: original,
    });

    // A stale restore is refused like a stale save.
    await expect(restoreBlogPostRevision(bruno, history[0]!.id, 2)).rejects.toBeInstanceOf(ConflictError);

    // Deleting the post deletes its revisions, and the files no one refers to any more.
    const files = [original, replaced.imageUrl!];
    expect(files.map(storedFileExists)).toEqual([true, true]);
    await deleteBlogPost(ana, created.id);
    expect(
      await getDb().select().from(contentRevisions).where(eq(contentRevisions.entityId, created.id)),
    ).toEqual([]);
    expect(files.map(storedFileExists)).toEqual([false, false]);
  });

  it('refuses an unknown revision', async () => {
    const refusal = await refusalOf(compareBlogPostRevision(ana, '00000000-0000-4000-8000-000000000000'));
    expect(refusal.message).toBe('Versão não encontrada.');
  });
});

describe('autosave', () => {
  it('keeps one copy per user and item, offers it back with its time, and a save removes it', async () => {
    const created = await createBlogPost(ana, post);
    const { savedAt } = await autosaveBlogPost(ana, created.id, {
      ...post,
      title: 'Meio digitado',
      image_url: 'x',
    });
    await autosaveBlogPost(ana, null, { ...post, title: 'Post novo' });

    const offer = await readBlogPostAutosave(ana, created.id);
    expect(offer).toMatchObject({ savedAt, newer: null });
    // The form's text fields only (a file field is never copied).
    expect(offer!.fields).toEqual({ ...post, title: 'Meio digitado' });
    expect((await readBlogPostAutosave(ana, null))!.fields.title).toBe('Post novo');
    expect(await readBlogPostAutosave(bruno, created.id)).toBeNull();

    // Someone else's save after the copy was made is named with the offer.
    await updateBlogPost(bruno, created.id, { ...post, version: '1' });
    expect((await readBlogPostAutosave(ana, created.id))!.newer).toMatchObject({ email: bruno.email });

    // Ana's own save removes her copy; discarding removes the new post's.
    await updateBlogPost(ana, created.id, { ...post, title: 'Meio digitado', version: '2' });
    expect(await readBlogPostAutosave(ana, created.id)).toBeNull();
    await discardBlogPostAutosave(ana, null);
    expect(await readBlogPostAutosave(ana, null)).toBeNull();
    expect(
      await getDb()
        .select()
        .from(autosaves)
        .where(and(eq(autosaves.userId, ana.userId), eq(autosaves.entity, 'blog_posts'))),
    ).toEqual([]);
  });

  it('refuses a copy of an unknown post and a copy larger than an article', async () => {
    await refusalOf(autosaveBlogPost(ana, '00000000-0000-4000-8000-000000000000', post));
    const refusal = await refusalOf(autosaveBlogPost(ana, null, { ...post, content: 'x'.repeat(500_000) }));
    expect(refusal.message).toBe('Alterações grandes demais para guardar automaticamente.');
  });
});

it('conflictMessage uses the firm’s time zone', () => {
  expect(conflictMessage('a@b.c', new Date('2026-03-02T17:05:00Z'))).toContain('às 14:05.');
});

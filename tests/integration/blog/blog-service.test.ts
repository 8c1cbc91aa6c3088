import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, deleteBlogPost, updateBlogPost, uploadBlogImage } from '@/features/blog/service';
import { listBlogPosts } from '@/features/blog/posts-admin';
import { RELEASE_UNSAVED_IMAGE_TASK, unsavedImageTask } from '@/features/blog/unsaved-images';
import { getDb } from '@/lib/server/db/client';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { expectImageFieldLifecycle, refusalOf } from '../helpers/content-service';
import { imageFile, storedFileExists } from '../helpers/files';

const input = {
  title: 'Holding familiar',
  summary: 'Resumo',
  content: 'Linha 1\nLinha 2',
  author: 'Dra. Ana',
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('blog service', () => {
  it('requires title, summary, content and author', async () => {
    const refusal = await refusalOf(createBlogPost(admin, { tags: 'a' }));
    expect(refusal.fieldErrors).toEqual({
      title: 'O título é obrigatório',
      summary: 'O resumo é obrigatório',
      content: 'O conteúdo é obrigatório',
      author: 'O autor é obrigatório',
    });
  });

  it('publishes new posts active now, splits and trims the tags, and lists by publication desc', async () => {
    const before = Date.now();
    const first = await createBlogPost(admin, { ...input, tags: ' Sucessão , holding,,  família ' });
    expect(first.active).toBe(true);
    expect(first.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first.tags).toEqual(['Sucessão', 'holding', 'família']);
    expect(first.imageUrl).toBeNull();

    const second = await createBlogPost(admin, { ...input, title: 'Outro' });
    expect(second.tags).toEqual([]);
    const edited = await updateBlogPost(admin, first.id, {
      ...input,
      title: 'Editado',
      tags: 'um',
      version: first.version,
    });
    expect(edited).toMatchObject({
      title: 'Editado',
      tags: ['um'],
      active: true,
      publishedAt: first.publishedAt,
    });

    const ids = (await listBlogPosts(admin)).items.map((post) => post.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('stores the image in the blog bucket, keeps replaced files for the revisions and removes them with the post', async () => {
    await expectImageFieldLifecycle(
      { create: createBlogPost, update: updateBlogPost, remove: deleteBlogPost },
      admin,
      {
        input,
        field: 'image_url',
        column: 'imageUrl',
        url: /^\/media\/blog\/[0-9a-f-]{36}\.(png|webp)$/,
        tooLarge: 'Imagem muito grande. Limite de 5MB.',
        revisions: true,
      },
    );
  });

  it("frees the text's images once nothing shows them (the post, its revisions, another post)", async () => {
    const upload = async () => (await uploadBlogImage(admin, { file: await imageFile() })).url;
    const [kept, dropped, shared] = [await upload(), await upload(), await upload()];
    const doc = (...srcs: string[]) =>
      JSON.stringify({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Texto com imagens.' }] },
          ...srcs.map((src) => ({ type: 'image', attrs: { src, alt: 'Foto' } })),
        ],
      });
    const post = await createBlogPost(admin, { ...input, content: doc(kept, dropped, shared) });
    const other = await createBlogPost(admin, {
      ...input,
      title: 'Outro com a mesma imagem',
      content: doc(shared),
    });
    expect([kept, dropped, shared].map(storedFileExists)).toEqual([true, true, true]);

    // Taken out of the text, an image stays while the post's first revision shows it (issue 22: a
    // restore brings it back); the post's deletion takes its revisions and frees it.
    await updateBlogPost(admin, post.id, { ...input, content: doc(kept, shared), version: post.version });
    expect([kept, dropped, shared].map(storedFileExists)).toEqual([true, true, true]);

    await deleteBlogPost(admin, post.id);
    expect([kept, dropped, shared].map(storedFileExists)).toEqual([false, false, true]);
    await deleteBlogPost(admin, other.id);
    expect(storedFileExists(shared)).toBe(false);
  });

  it('removes an image uploaded for the text a day later when nothing saved shows it', async () => {
    const upload = async () => (await uploadBlogImage(admin, { file: await imageFile() })).url;
    const [saved, unsaved] = [await upload(), await upload()];
    const { rows } = await getDb().execute<{ url: string; hours: number }>(sql`
      select payload->>'url' as url, round(extract(epoch from run_at - now()) / 3600)::int as hours
      from graphile_worker._private_jobs jobs join graphile_worker._private_tasks tasks on tasks.id = jobs.task_id
      where tasks.identifier = ${RELEASE_UNSAVED_IMAGE_TASK}
        and payload->>'url' in (${saved}, ${unsaved})`);
    expect(rows.map((row) => [row.url, row.hours]).sort()).toEqual(
      [
        [saved, 24],
        [unsaved, 24],
      ].sort(),
    );
    await createBlogPost(admin, {
      ...input,
      content: JSON.stringify({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Texto com imagem.' }] },
          { type: 'image', attrs: { src: saved, alt: 'Foto' } },
        ],
      }),
    });
    // The queue's job, as the worker runs it a day later.
    for (const url of [saved, unsaved]) await unsavedImageTask.run({ url });
    expect([saved, unsaved].map(storedFileExists)).toEqual([true, false]);
  });

  it("pages the admin's list 12 at a time and searches it by the start of words, accents or not", async () => {
    const mark = `lote${Date.now().toString(36)}`;
    for (let i = 0; i < 13; i++)
      await createBlogPost(admin, { ...input, title: `Tributação ${mark} ${i}`, tags: 'Empresas' });
    const first = await listBlogPosts(admin, { q: `tributacao ${mark}` });
    expect(first).toMatchObject({ total: 13, page: 1, pageCount: 2 });
    expect(first.items.map((post) => post.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Tributação ${mark} ${12 - i}`),
    );
    // A word's beginning is enough; a page past the last is the last one.
    const last = await listBlogPosts(admin, { q: `TRIBUT ${mark}`, pagina: 9 });
    expect(last).toMatchObject({ total: 13, page: 2, pageCount: 2 });
    expect(last.items.map((post) => post.title)).toEqual([`Tributação ${mark} 0`]);
    expect((await listBlogPosts(admin, { q: `${mark}zzz` })).total).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createBlogPost, deleteBlogPost, listBlogPosts, updateBlogPost } from '@/features/blog/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from './helpers/actors';
import { expectImageFieldLifecycle, refusalOf } from './helpers/content-service';

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
    const edited = await updateBlogPost(admin, first.id, { ...input, title: 'Editado', tags: 'um' });
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
});

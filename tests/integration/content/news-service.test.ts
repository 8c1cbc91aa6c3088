import { beforeAll, describe, expect, it } from 'vitest';
import { createNews, deleteNews, listNews, updateNews } from '@/features/news/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { expectImageFieldLifecycle, refusalOf } from '../helpers/content-service';

const input = {
  title: 'Reforma tributária aprovada',
  subtitle: 'O que muda para as empresas',
  content: 'Texto da notícia.',
  external_link: 'https://www.example.com/reforma',
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('news service', () => {
  it('requires title, subtitle, content and a URL as external link', async () => {
    const refusal = await refusalOf(createNews(admin, { title: ' ', external_link: 'não é link' }));
    expect(refusal.fieldErrors).toEqual({
      title: 'O título é obrigatório',
      subtitle: 'O subtítulo é obrigatório',
      content: 'O conteúdo é obrigatório',
      external_link: 'URL inválida',
    });
    const javascript = await refusalOf(createNews(admin, { ...input, external_link: 'javascript:alert(1)' }));
    expect(javascript.fieldErrors).toEqual({ external_link: 'URL inválida' });
  });

  it('dates a new item at creation, keeps the date on edit and lists by date, newest first', async () => {
    const before = Date.now();
    const first = await createNews(admin, input);
    expect(first.date.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first.imageUrl).toBeNull();
    const second = await createNews(admin, { ...input, title: 'Segunda' });
    const edited = await updateNews(admin, first.id, {
      ...input,
      title: 'Editada',
      date: '2001-01-01',
      version: first.version,
    });
    expect(edited).toMatchObject({ title: 'Editada', externalLink: input.external_link });
    expect(edited.date).toEqual(first.date);
    const ids = (await listNews(admin)).map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('refuses an unknown id with a message', async () => {
    expect((await refusalOf(updateNews(admin, 'nada', { ...input, version: 1 }))).message).toBe(
      'Notícia não encontrada.',
    );
    expect((await refusalOf(deleteNews(admin, '00000000-0000-0000-0000-000000000000'))).message).toBe(
      'Notícia não encontrada.',
    );
  });

  it('stores the image in the news bucket and removes replaced and deleted files', async () => {
    await expectImageFieldLifecycle({ create: createNews, update: updateNews, remove: deleteNews }, admin, {
      input,
      field: 'image_url',
      column: 'imageUrl',
      url: /^\/media\/news\/[0-9a-f-]{36}\.(png|webp)$/,
      tooLarge: 'Imagem muito grande. Limite de 5MB.',
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createTip, deleteTip, listTips, updateTip } from '@/features/tips/service';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { expectImageFieldLifecycle, refusalOf } from '../helpers/content-service';
import { imageFile, storedFileExists } from '../helpers/files';

const input = { title: 'Revise seus contratos', content: 'Uma vez por ano.', author: 'Dr. Paulo' };
const service = { create: createTip, update: updateTip, remove: deleteTip };

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
});

describe('tips service', () => {
  it('requires title and content; the author is optional', async () => {
    const refusal = await refusalOf(createTip(admin, { author: 'X' }));
    expect(refusal.fieldErrors).toEqual({
      title: 'O título é obrigatório',
      content: 'O conteúdo é obrigatório',
    });
    const tip = await createTip(admin, { title: 'Dica', content: 'Texto', author: '  ' });
    expect(tip).toMatchObject({ author: null, active: true });
  });

  it('lists every tip newest first', async () => {
    const first = await createTip(admin, input);
    const second = await createTip(admin, { ...input, title: 'Segunda' });
    const ids = (await listTips(admin)).map((tip) => tip.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('stores the tip image in the tips bucket', async () => {
    await expectImageFieldLifecycle(service, admin, {
      input,
      field: 'image_url',
      column: 'imageUrl',
      url: /^\/media\/tips\/[0-9a-f-]{36}\.(png|webp)$/,
      tooLarge: 'Imagem muito grande. Limite de 5MB.',
    });
  });

  it('stores the author photo under tips/authors/', async () => {
    await expectImageFieldLifecycle(service, admin, {
      input,
      field: 'author_photo_url',
      column: 'authorPhotoUrl',
      url: /^\/media\/tips\/authors\/[0-9a-f-]{36}\.(png|webp)$/,
      tooLarge: 'Imagem muito grande. Limite de 5MB.',
    });
  });

  it('replacing one image keeps the other', async () => {
    const tip = await createTip(admin, {
      ...input,
      image_url: await imageFile(),
      author_photo_url: await imageFile('autor.png'),
    });
    const edited = await updateTip(admin, tip.id, {
      ...input,
      author_photo_url: await imageFile('novo.png'),
      version: tip.version,
    });
    expect(edited.imageUrl).toBe(tip.imageUrl);
    expect(storedFileExists(tip.imageUrl)).toBe(true);
    expect(storedFileExists(tip.authorPhotoUrl)).toBe(false);
  });
});

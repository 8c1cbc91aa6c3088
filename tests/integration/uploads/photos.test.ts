import { describe, expect, it } from 'vitest';
import { deletePhoto, listPhotos, updatePhoto, uploadPhoto } from '@/features/photos/service';
import { imageFile, oversized, storedFileExists, textAsPng } from '../helpers/files';
import { anAdmin, refusalMessage } from '../helpers/refusal';

const admin = anAdmin;

describe('photos', () => {
  it('stores at photos/{type}/{random}.{ext} with the file name as title; edits and deletes', async () => {
    const photo = await uploadPhoto(admin, {
      type: 'advogado',
      description: 'Sócia fundadora',
      file: await imageFile('Helena Prado.png'),
    });
    expect(photo).toMatchObject({
      type: 'advogado',
      title: 'Helena Prado.png',
      description: 'Sócia fundadora',
    });
    expect(photo.url).toMatch(/^\/media\/photos\/advogado\/[0-9a-f-]{36}\.png$/);
    expect(storedFileExists(photo.url)).toBe(true);

    const other = await uploadPhoto(admin, { type: 'office', file: await imageFile('sala.jpg', 'jpeg') });
    expect(other.description).toBeNull();
    expect((await listPhotos(admin, 'advogado')).map((row) => row.id)).toEqual([photo.id]);

    const edited = await updatePhoto(admin, photo.id, {
      title: 'Helena Prado',
      description: '',
      version: photo.version,
    });
    expect(edited).toMatchObject({ title: 'Helena Prado', description: null, url: photo.url });
    expect(storedFileExists(photo.url)).toBe(true);

    await deletePhoto(admin, photo.id);
    expect(await listPhotos(admin, 'advogado')).toEqual([]);
    expect(storedFileExists(photo.url)).toBe(false);
  });

  it('refuses uploads once the gallery holds its maximum (default 4), even when they race', async () => {
    const upload = (fields: Record<string, string> = {}) =>
      imageFile('foto.png').then((file) => uploadPhoto(admin, { type: 'equipe', file, ...fields }));
    await Promise.all([upload(), upload(), upload()]);
    // Three concurrent uploads for the last free place of a gallery of 4: only one gets it.
    const results = await Promise.allSettled([upload(), upload(), upload()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as Error).message).toBe('Limite de 4 fotos atingido');
    }
    expect(await listPhotos(admin, 'equipe')).toHaveLength(4);
    // The maximum is the server's: a form that names another one changes nothing.
    expect(await refusalMessage(upload({ max: '100' }))).toBe('Limite de 4 fotos atingido');
  });

  it("gives the office gallery /apresentacao's maximum of 8, decided on the server", async () => {
    const upload = () => imageFile('sala.png').then((file) => uploadPhoto(admin, { type: 'office', file }));
    const existing = (await listPhotos(admin, 'office')).length;
    for (let i = existing; i < 8; i++) await upload();
    expect(await listPhotos(admin, 'office')).toHaveLength(8);
    expect(await refusalMessage(upload())).toBe('Limite de 8 fotos atingido');
    for (const photo of await listPhotos(admin, 'office')) await deletePhoto(admin, photo.id);
  });

  it('refuses a missing file, a file over 5MB, a fake image and a bad type', async () => {
    expect(await refusalMessage(uploadPhoto(admin, { type: 'office', description: 'x' }))).toBe(
      'Selecione um arquivo primeiro',
    );
    expect(
      await refusalMessage(uploadPhoto(admin, { type: 'office', file: oversized(5 * 1024 * 1024) })),
    ).toBe('Arquivo muito grande. Limite de 5MB.');
    expect(await refusalMessage(uploadPhoto(admin, { type: 'office', file: textAsPng() }))).toMatch(
      /Apenas imagens/,
    );
    expect(await refusalMessage(uploadPhoto(admin, { type: '../x', file: await imageFile() }))).toBe(
      'Tipo de foto inválido.',
    );
    expect(
      await refusalMessage(
        updatePhoto(admin, '00000000-0000-0000-0000-000000000000', { title: 'x', version: 1 }),
      ),
    ).toBe('Foto não encontrada.');
  });
});

import { describe, expect, it } from 'vitest';
import {
  createBackgroundImage,
  deleteBackgroundImage,
  listBackgroundImages,
  setBackgroundImageActive,
} from '@/features/background-images/service';
import { imageFile, oversized, storedFileExists, svgFile } from '../helpers/files';
import { anAdmin, refusalMessage } from '../helpers/refusal';

const admin = anAdmin;

describe('background images', () => {
  it('stores under backgrounds/ in the backgrounds bucket, active, with title and description', async () => {
    const image = await createBackgroundImage(admin, {
      file: await imageFile('fundo.webp', 'webp'),
      title: ' Fachada ',
      description: '',
    });
    expect(image).toMatchObject({ title: 'Fachada', description: null, active: true });
    expect(image.url).toMatch(/^\/media\/backgrounds\/backgrounds\/[0-9a-f-]{36}\.webp$/);
    expect(storedFileExists(image.url)).toBe(true);

    const newer = await createBackgroundImage(admin, { file: await imageFile('b.png') });
    expect((await listBackgroundImages(admin)).map((row) => row.id)).toEqual([newer.id, image.id]);

    expect(await setBackgroundImageActive(admin, image.id, false)).toMatchObject({
      active: false,
    });
    await deleteBackgroundImage(admin, image.id);
    expect(storedFileExists(image.url)).toBe(false);
    expect((await listBackgroundImages(admin)).map((row) => row.id)).toEqual([newer.id]);
  });

  it('refuses a missing file, a file over 5MB and an SVG', async () => {
    const before = (await listBackgroundImages(admin)).length;
    expect(await refusalMessage(createBackgroundImage(admin, { title: 'Sem arquivo' }))).toBe(
      'Selecione um arquivo primeiro',
    );
    expect(await refusalMessage(createBackgroundImage(admin, { file: oversized(5 * 1024 * 1024) }))).toBe(
      'Arquivo muito grande. Limite de 5MB.',
    );
    expect(await refusalMessage(createBackgroundImage(admin, { file: svgFile() }))).toMatch(/Apenas imagens/);
    expect(await listBackgroundImages(admin)).toHaveLength(before);
  });
});

import { describe, expect, it } from 'vitest';
import { UserError } from '@/lib/shared/action-result';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@/lib/shared/image-limits';
import {
  checkImage,
  fileOrNull,
  keptUrl,
  uploadImage,
  writeWithImages,
  type ImageRule,
} from '@/lib/server/uploads';
import { imageFile, oversized, storedFileExists, svgFile, textAsPng } from './helpers/files';

const rule: ImageRule = {
  field: 'image_url',
  bucket: 'tips',
  prefix: 'authors/',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: IMAGE_TOO_LARGE,
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('uploads', () => {
  it('stores a real image under the bucket and prefix with a random name and the original extension', async () => {
    const url = await uploadImage(await imageFile('Retrato do Autor.PNG'), rule);
    expect(url).toMatch(/^\/media\/tips\/authors\/[0-9a-f-]{36}\.png$/);
    expect(storedFileExists(url)).toBe(true);
  });

  it('accepts every raster format of the spec and names the file after its real content', async () => {
    for (const format of ['jpeg', 'webp', 'gif', 'avif'] as const) {
      expect(await uploadImage(await imageFile(`x.${format}`, format), rule)).toMatch(
        new RegExp(`\\.${format === 'jpeg' ? 'jpeg' : format}$`),
      );
    }
    // A PNG named .jpg is stored as .png.
    expect(await uploadImage(await imageFile('foto.jpg', 'png'), rule)).toMatch(/\.png$/);
  });

  it('refuses a text file named .png and an SVG, at the field', async () => {
    for (const file of [textAsPng(), svgFile()]) {
      const error = await refusal(checkImage(file, rule));
      expect(error.message).toBe(NOT_AN_IMAGE);
      expect(error.fieldErrors).toEqual({ image_url: NOT_AN_IMAGE });
    }
  });

  it("refuses a file over the limit with the caller's message", async () => {
    const error = await refusal(checkImage(oversized(MAX_IMAGE_BYTES), rule));
    expect(error.message).toBe('Imagem muito grande. Limite de 5MB.');
    expect(error.fieldErrors).toEqual({ image_url: 'Imagem muito grande. Limite de 5MB.' });
    expect(
      await checkImage(new File([new Uint8Array(10)], 'x.png'), { ...rule, maxBytes: 5 }).catch((e) => e),
    ).toBeInstanceOf(UserError);
  });

  it('treats an empty file input as no file; a required one is refused with its message', async () => {
    const empty = new File([], '');
    expect(fileOrNull(empty)).toBeNull();
    expect(fileOrNull('texto')).toBeNull();
    expect(await checkImage(empty, rule)).toBeNull();
    const error = await refusal(
      checkImage(empty, { ...rule, requiredMessage: 'Selecione um arquivo primeiro' }),
    );
    expect(error.message).toBe('Selecione um arquivo primeiro');
  });

  it('removes the new files when the write fails and the replaced ones when it succeeds', async () => {
    let stored: string | null = null;
    await expect(
      writeWithImages({ image: await checkImage(await imageFile(), rule) }, async (urls) => {
        stored = urls.image;
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(stored).toMatch(/^\/media\/tips\//);
    expect(storedFileExists(stored)).toBe(false);

    const old = await uploadImage(await imageFile(), rule);
    const kept = await writeWithImages(
      { image: await checkImage(await imageFile(), rule) },
      async (urls) => ({
        result: urls.image,
        replaced: [old],
      }),
    );
    expect(storedFileExists(old)).toBe(false);
    expect(storedFileExists(kept)).toBe(true);
  });

  it('keeps, replaces or clears an image column on edit', () => {
    expect(keptUrl('/a.png', null, false)).toBe('/a.png');
    expect(keptUrl('/a.png', '/b.png', false)).toBe('/b.png');
    expect(keptUrl('/a.png', '/b.png', true)).toBe('/b.png');
    expect(keptUrl('/a.png', null, true)).toBeNull();
  });
});

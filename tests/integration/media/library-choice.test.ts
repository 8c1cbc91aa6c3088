import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '@/db/schema';
import { uploadBlogImage } from '@/features/blog/service';
import { uploadLogo } from '@/features/logos/service';
import { FILE_TOO_LARGE_2MB } from '@/lib/shared/image-limits';
import { uploadToLibrary } from '@/features/media/service';
import { createNews, deleteNews } from '@/features/news/service';
import { getDb } from '@/lib/server/db/client';
import { socialCrop, socialImageOf } from '@/lib/server/media-facts';
import { storedObject } from '@/lib/server/storage/get-storage';
import { LIBRARY_ITEM_MISSING } from '@/lib/server/uploads';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { imageFile, storedFileExists } from '../helpers/files';

// Issue 33 §1: every image field takes an item of the media library ('Escolher da biblioteca') as
// `<field>_library`, holding it to the field's own limit; the item stays in the library after the
// content that chose it is deleted.

/** A PNG of noise: no compression brings it under `megabytes`. */
async function noisyPng(name: string, side: number): Promise<File> {
  const pixels = randomBytes(side * side * 3);
  const body = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(body)], name, { type: 'image/png' });
}

describe("'Escolher da biblioteca'", () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = await actorWithRole('admin');
  });

  const news = (extra: Record<string, unknown>) =>
    createNews(admin, {
      title: 'Nova lei de licitações',
      subtitle: 'Resumo',
      content: 'Texto.',
      external_link: 'https://www.example.com/licitacoes',
      ...extra,
    });

  it('puts the library item in a news item, which keeps it when the news item is deleted', async () => {
    const { item } = await uploadToLibrary(admin, { file: await imageFile('escritorio.png') });
    const created = await news({ image_url_library: item.url });
    expect(created.imageUrl).toBe(item.url);

    await deleteNews(admin, created.id);
    // Uploaded to the library: it stays, unused, until deleted there.
    expect(storedFileExists(item.url)).toBe(true);
  });

  it("refuses a library image over the field's own limit (the main logo's 2 MB) with the spec's message", async () => {
    const large = await noisyPng('grande.png', 1000);
    expect(large.size).toBeGreaterThan(2 * 1024 * 1024);
    const { item } = await uploadToLibrary(admin, { file: large });
    expect(item.bytes).toBeGreaterThan(2 * 1024 * 1024);

    await expect(uploadLogo(admin, { file_library: item.url })).rejects.toMatchObject({
      message: FILE_TOO_LARGE_2MB,
      fieldErrors: { file: FILE_TOO_LARGE_2MB },
    });
    // A news image takes 5 MB: the same item is accepted there.
    expect((await news({ image_url_library: item.url })).imageUrl).toBe(item.url);
  });

  it("gives the description typed in the editor's 'Inserir imagem' to the new library item", async () => {
    const { url } = await uploadBlogImage(admin, {
      file: await imageFile('grafico.png'),
      alt: 'Gráfico da arrecadação',
    });
    const object = storedObject(url)!;
    const [item] = await getDb()
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key)));
    expect(item).toMatchObject({ altPt: 'Gráfico da arrecadação', fileName: 'grafico.png' });
  });

  it('refuses an address that is no library item', async () => {
    await expect(news({ image_url_library: '/media/news/nao-existe.png' })).rejects.toMatchObject({
      fieldErrors: { image_url: LIBRARY_ITEM_MISSING },
    });
    await expect(news({ image_url_library: 'https://example.com/foto.png' })).rejects.toMatchObject({
      fieldErrors: { image_url: LIBRARY_ITEM_MISSING },
    });
  });
});

describe('the social image', () => {
  it('is cropped to 1200×630 around the focal point', async () => {
    // A wide image: the crop's window moves along the width, within the image.
    expect(socialCrop(4000, 1000, { focalX: 50, focalY: 50 })).toEqual({
      left: 1048,
      top: 0,
      width: 1905,
      height: 1000,
    });
    expect(socialCrop(4000, 1000, { focalX: 0, focalY: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 1905,
      height: 1000,
    });
    expect(socialCrop(4000, 1000, { focalX: 100, focalY: 50 })).toEqual({
      left: 2095,
      top: 0,
      width: 1905,
      height: 1000,
    });
    // A tall one: along the height.
    expect(socialCrop(1200, 2000, { focalX: 50, focalY: 10 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 630,
    });
    expect(socialCrop(1200, 2000, { focalX: 50, focalY: 80 })).toEqual({
      left: 0,
      top: 1285,
      width: 1200,
      height: 630,
    });
  });

  it("shows the part of the photo around the item's focal point", async () => {
    const admin = await actorWithRole('admin');
    // Left half black, right half white: the focal point on the right gives a white social image.
    const half = await sharp({ create: { width: 2000, height: 500, channels: 3, background: '#000' } })
      .composite([
        {
          input: await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          left: 1000,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(half)], 'metades.png', { type: 'image/png' });
    const { item } = await uploadToLibrary(admin, { file });
    const object = storedObject(item.url)!;
    const mean = async () => {
      const crop = await socialImageOf(object.bucket, object.key);
      return (await sharp(crop!).stats()).channels[0]!.mean;
    };
    expect(await mean()).toBeGreaterThan(100); // centred: half and half
    expect(await mean()).toBeLessThan(160);
    await getDb()
      .update(mediaItems)
      .set({ focalX: 95 })
      .where(and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key)));
    expect(await mean()).toBeGreaterThan(250);
  });
});

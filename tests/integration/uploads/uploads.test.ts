import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { GET as serveMedia } from '@/app/media/[bucket]/[...key]/route';
import MemoryCacheHandler, { STALE_IMAGE_MAX_MS } from '@/http/cache-handler.mjs';
import { UserError } from '@/lib/shared/action-result';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
} from '@/lib/shared/image-limits';
import { objectFromUrl } from '@/lib/server/storage/storage';
import { LOCAL_MEDIA_BASE } from '@/lib/server/storage/local-storage';
import {
  checkImage,
  discardFiles,
  fileOrNull,
  keptUrl,
  uploadImage,
  writeWithImages,
  type ImageRule,
} from '@/lib/server/uploads';
import { declaredImageSize } from '@/lib/shared/image-header';
import {
  imageFile,
  jpegBomb,
  jpegWithExif,
  oversized,
  pngBomb,
  storedFileExists,
  svgFile,
  textAsPng,
} from '../helpers/files';

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

/** The bytes stored behind a public /media URL. */
function storedBytes(url: string): Buffer {
  const { bucket, key } = objectFromUrl(url, LOCAL_MEDIA_BASE)!;
  return readFileSync(path.join(process.env.DATA_DIR!, 'uploads', bucket, ...key.split('/')));
}

/** What the /media route answers for a public URL. */
function serve(url: string) {
  const [, , bucket, ...key] = url.split('/');
  return serveMedia(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ bucket: bucket!, key }),
  });
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

  it('stores a photo turned upright and without its EXIF (no GPS position)', async () => {
    const file = await jpegWithExif();
    const sent = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([sent.width, sent.height, sent.orientation, Boolean(sent.exif)]).toEqual([4, 2, 6, true]);

    const url = (await uploadImage(file, rule))!;
    expect(url).toMatch(/\.jpg$/);
    const stored = await sharp(storedBytes(url)).metadata();
    expect(stored.format).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([2, 4]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(storedBytes(url).includes('Fulano')).toBe(false);
  });

  it('refuses a 400-megapixel PNG of a few KB from its header, in milliseconds', async () => {
    const bomb = pngBomb();
    expect(bomb.size).toBeLessThan(MAX_IMAGE_BYTES);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const error = await refusal(checkImage(bomb, rule));
    const elapsed = performance.now() - started;
    expect(error.message).toBe(IMAGE_TOO_MANY_PIXELS);
    expect(error.fieldErrors).toEqual({ image_url: IMAGE_TOO_MANY_PIXELS });
    expect(elapsed).toBeLessThan(250);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a PNG or JPEG declaring over 40 megapixels from its header in under a second, whatever its size', async () => {
    const nearLimit = pngBomb(20_000, MAX_IMAGE_BYTES - 1024);
    expect(nearLimit.size).toBeGreaterThan(MAX_IMAGE_BYTES - 2048);
    for (const bomb of [nearLimit, await jpegBomb(), pngBomb(6_400)]) {
      const started = performance.now();
      const error = await refusal(checkImage(bomb, rule));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(error.message).toBe('Imagem muito grande: no máximo 40 megapixels.');
      expect(error.fieldErrors).toEqual({ image_url: IMAGE_TOO_MANY_PIXELS });
    }
    // 6 400 × 6 250 is exactly 40 megapixels: allowed by the header check.
    const png = Buffer.from(await pngBomb(6_400).arrayBuffer());
    png.writeUInt32BE(6_250, 20);
    expect(declaredImageSize(png)).toEqual({ width: 6_400, height: 6_250 });
  });

  it('reads the declared size of a PNG, and of a JPEG past its EXIF segment; nothing of other formats', async () => {
    const bytes = async (file: File) => new Uint8Array(await file.arrayBuffer());
    expect(declaredImageSize(await bytes(await imageFile('a.png')))).toEqual({ width: 4, height: 3 });
    expect(declaredImageSize(await bytes(await jpegWithExif()))).toEqual({ width: 4, height: 2 });
    expect(declaredImageSize(await bytes(await jpegBomb()))).toEqual({ width: 60_000, height: 60_000 });
    expect(declaredImageSize(await bytes(await imageFile('a.webp', 'webp')))).toBeUndefined();
    expect(declaredImageSize(await bytes(textAsPng()))).toBeUndefined();
    expect(declaredImageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
  });

  it('stops serving a deleted upload at once, with an answer no cache keeps', async () => {
    const url = (await uploadImage(await imageFile(), rule))!;
    const served = await serve(url);
    expect(served.status).toBe(200);
    // Short enough that next/image's cache (which keeps max(minimumCacheTTL, this max-age)) drops it in a minute.
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');

    await discardFiles(url);
    const gone = await serve(url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });

  it('serves an optimized size (next/image) past its minute while Next.js makes it again, for a day at most', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const cache = new MemoryCacheHandler();
      const image = (buffer: Buffer) => ({ kind: 'IMAGE', buffer, extension: 'webp', revalidate: 60 });
      const made = image(Buffer.from('x'));
      await cache.set('image-key', made, { cacheControl: { revalidate: 60 } });
      vi.advanceTimersByTime(61_000);
      // Past its minute the entry is still given (Next.js answers with it and asks the source again
      // in the background): a visitor after a quiet minute does not wait for an encode.
      const stale = await cache.get('image-key');
      expect(stale?.value).toEqual(made);
      // The same bytes stored again (the source unchanged, or gone and Next.js keeping what it had)
      // keep their age: a day after they were made, the size is made again before it is served.
      await cache.set('image-key', image(made.buffer), { cacheControl: { revalidate: 60 } });
      vi.advanceTimersByTime(STALE_IMAGE_MAX_MS - 61_000);
      expect(await cache.get('image-key')).toBeNull();
      // New bytes (the image made again) start a new day.
      await cache.set('image-key', image(Buffer.from('y')), { cacheControl: { revalidate: 60 } });
      vi.advanceTimersByTime(STALE_IMAGE_MAX_MS - 1_000);
      expect((await cache.get('image-key'))?.value).toMatchObject({ buffer: Buffer.from('y') });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 4, height: 3, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const url = await uploadImage(new File([new Uint8Array(gif)], 'anim.gif'), rule);
    expect((await sharp(storedBytes(url!)).metadata()).pages).toBe(2);
  });
});

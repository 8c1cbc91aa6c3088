import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaCatalogueRuns, mediaItems } from '@/db/schema';
import { catalogueStoredFiles, queueMediaCatalogue, runMediaCatalogue } from '@/features/media/catalogue';
import { createNews, deleteNews } from '@/features/news/service';
import { updatePhoto, uploadPhoto } from '@/features/photos/service';
import { getDb } from '@/lib/server/db/client';
import { storedObject } from '@/lib/server/storage/get-storage';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { imageFile, storedFileExists } from '../helpers/files';
import { createLocalStorage } from '@/lib/server/storage/local-storage';
import { randomKey, type Storage } from '@/lib/server/storage/storage';
import { image, textNamedPng } from '../../support/files';

// Issue 33: every stored upload is an item of the media library. A file uploaded through a form
// gets its item as it is stored, and loses it with the file; the files stored before the library
// become items once, by a job that resumes where it was cut short (SQL migrations cannot read the
// files).

/** A storage of its own for each test. */
const newStorage = () => createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'tribuna-media-')));

async function storeImages(storage: Storage, count: number, bucket: 'photos' | 'news', width = 40) {
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = randomKey(`foto-${i}.png`, 'office/');
    const file = await image(`foto-${i}.png`, {
      width,
      height: 30,
      color: `#${(i * 40 + 16).toString(16).padStart(2, '0')}3356`,
    });
    await storage.put(bucket, key, file.buffer);
    keys.push(key);
  }
  return keys;
}

const queuedCatalogueJobs = async () =>
  (
    await getDb().execute(
      sql`select count(*)::int as jobs from graphile_worker.jobs where task_identifier = 'catalogue_media'`,
    )
  ).rows[0] as { jobs: number };

describe('the catalogue of stored files', () => {
  it('makes an item of each stored image, with its hash, size and dimensions, in batches that resume', async () => {
    const db = getDb();
    const storage = newStorage();
    const photoKeys = await storeImages(storage, 3, 'photos');
    const newsKeys = await storeImages(storage, 2, 'news', 64);
    // A file that is not an image (stored before the checks existed) is left out, not a failure.
    await storage.put('photos', randomKey('falsa.png'), textNamedPng().buffer);

    // A run cut short after two files: the next ones go on from there, adding none twice.
    expect(await catalogueStoredFiles(db, storage, 2)).toEqual({ added: 2, finished: false });
    expect(await catalogueStoredFiles(db, storage, 2)).toEqual({ added: 2, finished: false });
    expect(await catalogueStoredFiles(db, storage, 2)).toEqual({ added: 1, finished: true });
    expect(await catalogueStoredFiles(db, storage, 2)).toEqual({ added: 0, finished: true });

    const items = await db.select().from(mediaItems).orderBy(asc(mediaItems.bucket), asc(mediaItems.key));
    expect(items.map((item) => `${item.bucket}/${item.key}`).sort()).toEqual(
      [...newsKeys.map((key) => `news/${key}`), ...photoKeys.map((key) => `photos/${key}`)].sort(),
    );
    for (const item of items) {
      const stored = await storage.get(item.bucket as 'photos', item.key);
      expect(item.sha256).toBe(createHash('sha256').update(stored!.body).digest('hex'));
      expect(item.bytes).toBe(stored!.body.length);
      expect(item).toMatchObject({ contentType: 'image/png', height: 30, decorative: false, kept: false });
      expect(item.width).toBe(item.bucket === 'news' ? 64 : 40);
    }
    // Different files, different hashes.
    expect(new Set(items.map((item) => item.sha256)).size).toBe(items.length);
  });

  it('runs as a job queued at start-up until it has finished, and never again after', async () => {
    const db = getDb();
    const storage = newStorage();
    await storeImages(storage, 4, 'photos');
    await db.delete(mediaItems);
    await db.delete(mediaCatalogueRuns);
    await db.execute(sql`select graphile_worker.remove_job('catalogue_media')`);

    await queueMediaCatalogue(db);
    await queueMediaCatalogue(db); // a second start before it ran: still one job (its key)
    expect(await queuedCatalogueJobs()).toEqual({ jobs: 1 });

    await runMediaCatalogue(db, storage);
    const [run] = await db.select().from(mediaCatalogueRuns);
    expect(run?.items).toBe(4);
    expect(await db.$count(mediaItems)).toBe(4);

    await db.execute(sql`select graphile_worker.remove_job('catalogue_media')`);
    await queueMediaCatalogue(db);
    expect(await queuedCatalogueJobs()).toEqual({ jobs: 0 });
  });
});

describe('the item of an upload', () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = await actorWithRole('admin');
  });

  const itemOf = async (url: string) => {
    const object = storedObject(url)!;
    const [item] = await getDb()
      .select()
      .from(mediaItems)
      .where(and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key)));
    return item;
  };
  const newsWithImage = async () =>
    createNews(admin, {
      title: 'Reforma tributária aprovada',
      subtitle: 'O que muda',
      content: 'Texto.',
      external_link: 'https://www.example.com/reforma',
      image_url: await imageFile('reforma-tributaria.png'),
    });

  it('is added as the file is stored, with its name, and goes with the file when nothing shows it', async () => {
    const item = await newsWithImage();
    const url = item.imageUrl!;
    expect(await itemOf(url)).toMatchObject({
      bucket: 'news',
      fileName: 'reforma-tributaria.png',
      width: 4,
      height: 3,
      contentType: 'image/png',
      kept: false,
    });

    await deleteNews(admin, item.id);
    expect(storedFileExists(url)).toBe(false);
    expect(await itemOf(url)).toBeUndefined();
  });

  it("takes a photo's description as its alt text, unless it has one", async () => {
    const photo = await uploadPhoto(admin, {
      type: 'office',
      description: 'Recepção do escritório',
      file: await imageFile('recepcao.png'),
    });
    expect(await itemOf(photo.url)).toMatchObject({ altPt: 'Recepção do escritório' });

    await getDb()
      .update(mediaItems)
      .set({ altPt: 'Balcão da recepção' })
      .where(eq(mediaItems.fileName, 'recepcao.png'));
    await updatePhoto(admin, photo.id, { title: '', description: 'Outra descrição', version: photo.version });
    expect(await itemOf(photo.url)).toMatchObject({ altPt: 'Balcão da recepção' });
  });

  it("stays, with its file, when it is kept in the library ('Manter na biblioteca')", async () => {
    const item = await newsWithImage();
    const url = item.imageUrl!;
    const object = storedObject(url)!;
    await getDb()
      .update(mediaItems)
      .set({ kept: true })
      .where(and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key)));

    await deleteNews(admin, item.id);
    expect(storedFileExists(url)).toBe(true);
    expect(await itemOf(url)).toMatchObject({ kept: true });
  });
});

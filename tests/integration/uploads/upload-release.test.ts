import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, photos } from '@/db/schema';
import { createNews, deleteNews, updateNews } from '@/features/news/service';
import { deletePhoto, uploadPhoto } from '@/features/photos/service';
import MemoryCacheHandler from '@/http/cache-handler.mjs';
import { getDb } from '@/lib/server/db/client';
import { applyToCacheHandler, UPLOAD_TAG_PREFIX } from '@/lib/server/invalidation';
import { optimizedImageKeys } from '@/lib/server/optimized-images';
import { OTHER_UPLOAD_REFERENCES, type UploadReference } from '@/lib/server/upload-references';
import { releaseUploads, uploadUrlsIn } from '@/lib/server/upload-release';
import type { Actor } from '@/lib/shared/auth/permissions';
import { actorWithRole } from '../helpers/actors';
import { imageFile, storedFileExists } from '../helpers/files';

// Uploads go away only when nothing refers to them any more (src/lib/server/upload-references.ts),
// and then with every optimized size next/image made of them, here and on the other instances.

const newsInput = {
  title: 'Reforma tributária aprovada',
  subtitle: 'O que muda',
  content: 'Texto.',
  external_link: 'https://www.example.com/reforma',
};

// What the editorial desk's revisions will be: rows deleted with their item, holding the item's
// values as JSON (its older images included). Registered the way that feature will register them.
const revisions = pgTable('test_news_revisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  newsId: uuid('news_id').notNull(),
  snapshot: jsonb('snapshot').notNull(),
});
const revisionsEntry: UploadReference = {
  table: revisions,
  column: revisions.snapshot,
  holds: 'text',
  ownedBy: ({ table, id }) => (table === 'news' ? eq(revisions.newsId, id) : undefined),
};

let admin: Actor;
beforeAll(async () => {
  admin = await actorWithRole('admin');
  await getDb().execute(sql`create table test_news_revisions (
    id uuid primary key default gen_random_uuid(),
    news_id uuid not null references news(id) on delete cascade,
    snapshot jsonb not null)`);
  (OTHER_UPLOAD_REFERENCES as UploadReference[]).push(revisionsEntry);
});
afterAll(() => {
  const list = OTHER_UPLOAD_REFERENCES as UploadReference[];
  list.splice(list.indexOf(revisionsEntry), 1);
});

const newsWithImage = async () => createNews(admin, { ...newsInput, image_url: await imageFile() });

describe('uploads that go away', () => {
  it('keeps an image another row still shows, and deletes it with the last one', async () => {
    const item = await newsWithImage();
    const url = item.imageUrl!;
    // A second place showing the same upload (as a restored revision would).
    const [copy] = await getDb()
      .insert(news)
      .values({ ...newsInput, externalLink: newsInput.external_link, imageUrl: url })
      .returning();
    await deleteNews(admin, item.id);
    expect(storedFileExists(url)).toBe(true);
    await deleteNews(admin, copy!.id);
    expect(storedFileExists(url)).toBe(false);
  });

  it("keeps a replaced image a revision holds, and deletes an item's revisions and their images with it", async () => {
    const item = await newsWithImage();
    const first = item.imageUrl!;
    const older = (await newsWithImage()).imageUrl!; // an image only a revision holds now
    await getDb().delete(news).where(eq(news.imageUrl, older));
    await getDb()
      .insert(revisions)
      .values([
        { newsId: item.id, snapshot: { title: 'v1', imageUrl: older } },
        { newsId: item.id, snapshot: { title: 'v2', imageUrl: first, body: `<p><img src="${first}"></p>` } },
      ]);

    const edited = await updateNews(admin, item.id, {
      ...newsInput,
      image_url: await imageFile(),
      version: item.version,
    });
    expect(edited.imageUrl).not.toBe(first);
    expect(storedFileExists(first)).toBe(true); // the v2 revision still shows it

    await deleteNews(admin, item.id);
    expect(await getDb().select().from(revisions).where(eq(revisions.newsId, item.id))).toEqual([]);
    for (const url of [first, older, edited.imageUrl]) expect(storedFileExists(url)).toBe(false);
  });

  it('deletes a replaced or cleared image that nothing else shows', async () => {
    const item = await newsWithImage();
    const replaced = await updateNews(admin, item.id, {
      ...newsInput,
      image_url: await imageFile(),
      version: item.version,
    });
    expect(storedFileExists(item.imageUrl)).toBe(false);
    await updateNews(admin, item.id, { ...newsInput, image_url_remove: 'true', version: replaced.version });
    expect(storedFileExists(replaced.imageUrl)).toBe(false);
  });

  it('finds upload URLs written anywhere in a text or JSON, and nothing else', () => {
    const a = '/media/blog/2f1c7a38-5b8e-4f3e-9d8a-0c6f1e2b3a4d.png';
    const b = '/media/photos/escritorio/8a1c7a38-5b8e-4f3e-9d8a-0c6f1e2b3a4d.webp';
    const text = JSON.stringify({ body: `<img src="${a}"> e <img src="${b}">`, link: '/media/x/y.png' });
    expect(uploadUrlsIn(text)).toEqual([a, b]);
    expect(uploadUrlsIn('https://example.com/media/blog/a.png')).toEqual([]);
  });

  it('drops every optimized size of a deleted upload, here and when another instance says so', async () => {
    const photo = await uploadPhoto(admin, { type: 'office', max: 10, file: await imageFile() });
    const other = await uploadPhoto(admin, { type: 'office', max: 10, file: await imageFile() });
    const cache = new MemoryCacheHandler();
    const sizes = async (url: string) =>
      Promise.all(optimizedImageKeys(url).map((key) => cache.get(key).then(Boolean)));
    for (const url of [photo.url, other.url]) {
      for (const key of optimizedImageKeys(url)) {
        await cache.set(
          key,
          { kind: 'IMAGE', buffer: Buffer.from('x'), extension: 'webp', revalidate: 60 },
          {
            cacheControl: { revalidate: 60 },
          },
        );
      }
      expect(await sizes(url)).not.toContain(false);
    }
    await deletePhoto(admin, photo.id);
    expect(storedFileExists(photo.url)).toBe(false);
    expect(await sizes(photo.url)).not.toContain(true);
    expect(await sizes(other.url)).not.toContain(false);

    // A request that was making a size while the upload was deleted does not store it afterwards.
    const [lateKey] = optimizedImageKeys(photo.url);
    await cache.set(
      lateKey!,
      { kind: 'IMAGE', buffer: Buffer.from('x'), extension: 'webp', revalidate: 60 },
      { cacheControl: { revalidate: 60 } },
    );
    expect(await cache.get(lateKey!)).toBeNull();

    // Another instance deleted `other`: its invalidation arrives here.
    applyToCacheHandler([`${UPLOAD_TAG_PREFIX}${other.url}`]);
    expect(await sizes(other.url)).not.toContain(true);
    expect(await getDb().select().from(photos).where(eq(photos.id, other.id))).toHaveLength(1);
  });

  it('leaves URLs that are not uploads alone', async () => {
    await expect(
      releaseUploads('https://example.com/foto.png', null, '/media/../etc/passwd'),
    ).resolves.toBeUndefined();
  });
});

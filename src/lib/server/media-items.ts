import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, not, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaItems } from '@/db/schema';
import type { Database } from './db/client';
import { MEDIA_LIMITS } from '@/db/schema/limits';
import { storedObject } from './storage/get-storage';
import { contentTypeOf, type Bucket } from './storage/storage';

// The media library's items (issue 33), one per stored upload, as the upload code keeps them: an
// item is added when a file is stored (src/lib/server/uploads.ts) and removed with its file
// (src/lib/server/upload-release.ts), unless it is kept in the library. The library's screens and
// the catalogue of older files are in src/features/media.

type Writer = Pick<Database, 'insert' | 'delete' | 'select'>;

/** What is true of a stored file wherever it is shown. */
export interface FileFacts {
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  contentType: string;
}

/** The facts of a stored image's bytes; null for bytes that are not an image sharp reads. */
export async function describeFile(body: Buffer, key: string): Promise<FileFacts | null> {
  const contentType = contentTypeOf(key);
  if (!contentType) return null;
  const metadata = await sharp(body)
    .metadata()
    .catch(() => null);
  const width = metadata?.autoOrient?.width ?? metadata?.width;
  const height = metadata?.autoOrient?.height ?? metadata?.height;
  if (!width || !height) return null;
  const sha256 = createHash('sha256').update(body).digest('hex');
  return { sha256, bytes: body.length, width, height, contentType };
}

/** Adds the item of a stored file, unless the object has one already or is not an image. */
export async function addMediaItem(
  db: Writer,
  object: {
    bucket: Bucket;
    key: string;
    body: Buffer;
    fileName?: string | null;
    uploadedBy?: string | null;
    kept?: boolean;
    altPt?: string | null;
    altEn?: string | null;
    decorative?: boolean;
  },
): Promise<'added' | 'exists' | 'not-an-image'> {
  const facts = await describeFile(object.body, object.key);
  if (!facts) return 'not-an-image';
  const { bucket, key, body: _body, ...given } = object;
  const [row] = await db
    .insert(mediaItems)
    .values({ bucket, key, ...given, ...facts })
    .onConflictDoNothing()
    .returning({ id: mediaItems.id });
  return row ? 'added' : 'exists';
}

/** An item with no description a screen reader can read (no Portuguese alt) and not decorative. */
export const isUndescribed = sql`(not ${mediaItems.decorative} and btrim(coalesce(${mediaItems.altPt}, '')) = '')`;

const objectIs = (object: { bucket: Bucket; key: string }) =>
  and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key));

/** The object's item, if it has one. */
export async function findMediaItem(db: Pick<Database, 'select'>, object: { bucket: Bucket; key: string }) {
  const [row] = await db.select().from(mediaItems).where(objectIs(object));
  return row;
}

/** Whether the object's item is kept in the library when nothing shows it. */
export async function isKeptInLibrary(db: Writer, object: { bucket: Bucket; key: string }): Promise<boolean> {
  const [row] = await db.select({ kept: mediaItems.kept }).from(mediaItems).where(objectIs(object));
  return row?.kept === true;
}

/** Removes the object's item (its file is being removed). */
export async function removeMediaItem(db: Writer, object: { bucket: Bucket; key: string }): Promise<void> {
  await db.delete(mediaItems).where(objectIs(object));
}

/**
 * Gives the item of the upload at `url` this description when it has none (a photo's description
 * is its alt text: ImageDeclaration's `altFrom`); whether it did (the 'media_items' tag to renew).
 */
export async function describeIfUndescribed(
  db: Pick<Database, 'update'>,
  url: string | null | undefined,
  text: unknown,
): Promise<boolean> {
  const object = url ? storedObject(url) : null;
  const description = typeof text === 'string' ? text.trim().slice(0, MEDIA_LIMITS.alt) : '';
  if (!object || !description) return false;
  const described = await db
    .update(mediaItems)
    .set({ altPt: description })
    .where(and(objectIs(object), or(isNull(mediaItems.altPt), eq(mediaItems.altPt, ''))))
    .returning({ id: mediaItems.id });
  return described.length > 0;
}

/** How many objects one query of describedInLibrary asks about. */
const DESCRIBED_BATCH = 500;

/**
 * The addresses (of those given) whose library item describes them: a Portuguese description
 * (alt_pt) or 'Imagem decorativa'. An image shown with such an item needs no description of its
 * own (issue 33: the save check of a post's text, /admin/conformidade).
 */
export async function describedInLibrary(
  db: Pick<Database, 'select'>,
  urls: Iterable<string>,
): Promise<Set<string>> {
  const byObject = new Map<string, { object: { bucket: Bucket; key: string }; urls: string[] }>();
  for (const url of new Set(urls)) {
    const object = storedObject(url);
    if (!object) continue;
    const name = `${object.bucket}/${object.key}`;
    const entry = byObject.get(name) ?? { object, urls: [] };
    entry.urls.push(url);
    byObject.set(name, entry);
  }
  const objects = [...byObject.values()].map((entry) => entry.object);
  const described = new Set<string>();
  for (let start = 0; start < objects.length; start += DESCRIBED_BATCH) {
    const rows = await db
      .select({ bucket: mediaItems.bucket, key: mediaItems.key })
      .from(mediaItems)
      .where(and(or(...objects.slice(start, start + DESCRIBED_BATCH).map(objectIs)), not(isUndescribed)));
    for (const row of rows)
      for (const url of byObject.get(`${row.bucket}/${row.key}`)?.urls ?? []) described.add(url);
  }
  return described;
}

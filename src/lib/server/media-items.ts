import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaItems } from '@/db/schema';
import type { Database } from './db/client';
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
  object: { bucket: Bucket; key: string; body: Buffer; fileName?: string | null },
): Promise<'added' | 'exists' | 'not-an-image'> {
  const facts = await describeFile(object.body, object.key);
  if (!facts) return 'not-an-image';
  const [row] = await db
    .insert(mediaItems)
    .values({ bucket: object.bucket, key: object.key, fileName: object.fileName ?? null, ...facts })
    .onConflictDoNothing()
    .returning({ id: mediaItems.id });
  return row ? 'added' : 'exists';
}

const objectIs = (object: { bucket: Bucket; key: string }) =>
  and(eq(mediaItems.bucket, object.bucket), eq(mediaItems.key, object.key));

/** Whether the object's item is kept in the library when nothing shows it. */
export async function isKeptInLibrary(db: Writer, object: { bucket: Bucket; key: string }): Promise<boolean> {
  const [row] = await db.select({ kept: mediaItems.kept }).from(mediaItems).where(objectIs(object));
  return row?.kept === true;
}

/** Removes the object's item (its file is being removed). */
export async function removeMediaItem(db: Writer, object: { bucket: Bucket; key: string }): Promise<void> {
  await db.delete(mediaItems).where(objectIs(object));
}

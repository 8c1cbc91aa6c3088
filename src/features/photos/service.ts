import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import { photos } from '@/db/schema';
import { parseInput, UserError } from '@/lib/action-result';
import { requireRole, type Actor } from '@/lib/auth/roles';
import { invalidate } from '@/lib/cache';
import { contentStore } from '@/lib/content-store';
import { getDb, type Database } from '@/lib/db/client';
import { idSchema } from '@/lib/field-schemas';
import type { FormInput } from '@/lib/form-data';
import { checkImage, writeWithImages, type ImageRule } from '@/lib/uploads';
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoEditSchema,
  photoTypeSchema,
  photoUploadSchema,
} from './schema';

// Photos of a gallery type (SPEC §7): files at photos/{type}/{random}.{ext}, the file name as the
// first title, listed newest first. A gallery holds at most the maximum its caller gives.

export type Photo = typeof photos.$inferSelect;

const photoRule = (type: string): ImageRule => ({
  field: PHOTO_FIELD,
  bucket: 'photos',
  prefix: `${type}/`,
  maxBytes: PHOTO_MAX_BYTES,
  tooLargeMessage: PHOTO_MESSAGES.tooLarge,
  requiredMessage: PHOTO_MESSAGES.fileRequired,
});

// Edits and deletions (their files are removed with the row); uploads are below, with the limit.
const store = contentStore({
  table: photos,
  tag: 'photos',
  notFound: PHOTO_MESSAGES.notFound,
  images: { url: { ...photoRule('photos'), requiredMessage: undefined } },
});

// With the type's hash as the second key: uploads to one gallery take turns, so the count holds.
const PHOTO_LIMIT_LOCK = 7_274_602;

export async function listPhotos(actor: Actor | null, type: string): Promise<Photo[]> {
  requireRole(actor, 'admin');
  return getDb()
    .select()
    .from(photos)
    .where(eq(photos.type, parseInput(photoTypeSchema, type)))
    .orderBy(desc(photos.createdAt), desc(photos.id));
}

async function assertBelowLimit(db: Pick<Database, 'select'>, type: string, max: number) {
  const [row] = await db.select({ total: count() }).from(photos).where(eq(photos.type, type));
  if ((row?.total ?? 0) >= max) throw new UserError(PHOTO_MESSAGES.limitReached(max));
}

/**
 * Adds a photo to the gallery of `type` from the upload form (file, description), unless the
 * gallery already holds `max` photos. The title starts as the file's name.
 */
export async function uploadPhoto(actor: Actor | null, input: FormInput): Promise<Photo> {
  requireRole(actor, 'admin');
  const { type, max, description, [PHOTO_FIELD]: file } = parseInput(photoUploadSchema, input);
  await assertBelowLimit(getDb(), type, max);
  const image = await checkImage(file, photoRule(type));
  const title = file.name.slice(0, 200) || null;
  const photo = await writeWithImages({ url: image }, ({ url }) =>
    getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_LIMIT_LOCK}, hashtext(${type}))`);
      await assertBelowLimit(tx, type, max);
      const [created] = await tx.insert(photos).values({ url: url!, type, title, description }).returning();
      return { result: created!, replaced: [] };
    }),
  );
  invalidate('photos');
  return photo;
}

/** Changes a photo's title and description. */
export async function updatePhoto(actor: Actor | null, id: unknown, input: FormInput): Promise<Photo> {
  requireRole(actor, 'admin');
  const { title, description } = parseInput(photoEditSchema, input);
  return store.update(parseInput(idSchema, id), { title, description });
}

/** Deletes the photo and its file. */
export async function deletePhoto(actor: Actor | null, id: unknown): Promise<void> {
  requireRole(actor, 'admin');
  await store.remove(parseInput(idSchema, id));
}

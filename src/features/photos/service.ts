import 'server-only';
import { desc } from 'drizzle-orm';
import { photos } from '@/db/schema';
import { CONTENT_LIMITS } from '@/db/schema/limits';
import { contentService } from '@/lib/server/content-store';
import { fileOrNull } from '@/lib/server/uploads';
import { toStorableText } from '@/lib/shared/text-rules';
import { galleryMax, PHOTO_IMAGE, PHOTO_MESSAGES, photoEditSchema, photoUploadSchema } from './schema';

// Photos of a gallery type (SPEC §7): files at photos/{type}/{random}.{ext}, the file name as the
// first title, listed newest first. A gallery holds at most the maximum its page gives it
// (galleryMax, decided here on the server); uploads to one gallery take turns, so the count holds
// under concurrency.
const service = contentService({
  table: photos,
  permission: 'photos.write',
  schema: photoUploadSchema,
  editSchema: photoEditSchema,
  messages: PHOTO_MESSAGES,
  images: { url: { ...PHOTO_IMAGE, bucket: 'photos' } },
  orderBy: [desc(photos.createdAt), desc(photos.id)],
  gallery: { column: 'type', max: galleryMax, limitReached: PHOTO_MESSAGES.limitReached },
  onCreate: (input) => {
    const name = fileOrNull(input[PHOTO_IMAGE.field])?.name ?? '';
    return { title: toStorableText(name, CONTENT_LIMITS.title) || null };
  },
});

export type Photo = typeof photos.$inferSelect;

/** The photos of one gallery type, newest first. */
export const listPhotos = service.list;
export const uploadPhoto = service.create;
/** Changes a photo's title and description. */
export const updatePhoto = service.update;
export const deletePhoto = service.remove;

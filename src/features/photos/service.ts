import 'server-only';
import type { photos } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { photosType } from './content-type';

// The admin reads and writes of photos, from the declaration (./content-type.ts): per gallery
// type, newest first, each gallery up to its maximum (decided on the server).
export type Photo = typeof photos.$inferSelect;

export const {
  /** The photos of one gallery type, newest first. */
  list: listPhotos,
  create: uploadPhoto,
  /** Changes a photo's title and description. */
  update: updatePhoto,
  remove: deletePhoto,
} = contentServiceOf(photosType);

import 'server-only';
import type { backgroundImages } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { backgroundImagesType } from './content-type';

// The admin reads and writes of background images, from the declaration (./content-type.ts):
// newest first; new images are active, toggled from the list.
export type BackgroundImage = typeof backgroundImages.$inferSelect;

export const {
  list: listBackgroundImages,
  create: createBackgroundImage,
  setActive: setBackgroundImageActive,
  remove: deleteBackgroundImage,
} = contentServiceOf(backgroundImagesType);

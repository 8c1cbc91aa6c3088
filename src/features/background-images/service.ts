import 'server-only';
import { desc } from 'drizzle-orm';
import { backgroundImages } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { BACKGROUND_IMAGE, BACKGROUND_MESSAGES, backgroundImageSchema } from './schema';

// Background images (SPEC §7: bucket backgrounds under backgrounds/; admin list created_at desc).
// The home hero shows the newest active one. New images are active.
const service = contentService({
  table: backgroundImages,
  permission: 'backgrounds.write',
  schema: backgroundImageSchema,
  messages: BACKGROUND_MESSAGES,
  images: { url: { ...BACKGROUND_IMAGE, bucket: 'backgrounds', prefix: 'backgrounds/' } },
  orderBy: [desc(backgroundImages.createdAt), desc(backgroundImages.id)],
  onCreate: () => ({ active: true }),
});

export type BackgroundImage = typeof backgroundImages.$inferSelect;

export const listBackgroundImages = service.list;
export const createBackgroundImage = service.create;
export const setBackgroundImageActive = service.setActive;
export const deleteBackgroundImage = service.remove;

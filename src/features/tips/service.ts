import 'server-only';
import { desc } from 'drizzle-orm';
import { tips } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { TIP_AUTHOR_PHOTO, TIP_IMAGE, TIP_MESSAGES, tipSchema } from './schema';

// Admin reads and writes of tips (SPEC §7): all tips, newest first; new tips are active. Both
// files go to the 'tips' bucket, author photos under authors/.
const service = contentService({
  table: tips,
  permission: 'tips.write',
  schema: tipSchema,
  messages: TIP_MESSAGES,
  images: {
    imageUrl: { ...TIP_IMAGE, bucket: 'tips' },
    authorPhotoUrl: { ...TIP_AUTHOR_PHOTO, bucket: 'tips', prefix: 'authors/' },
  },
  orderBy: [desc(tips.createdAt)],
  onCreate: () => ({ active: true }),
});

export type Tip = typeof tips.$inferSelect;

export const listTips = service.list;
export const createTip = service.create;
export const updateTip = service.update;
export const deleteTip = service.remove;

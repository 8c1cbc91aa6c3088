import 'server-only';
import type { tips } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { tipsType } from './content-type';

// Admin reads and writes, from the declaration (content-type.ts).
export type Tip = typeof tips.$inferSelect;

export const {
  list: listTips,
  create: createTip,
  update: updateTip,
  remove: deleteTip,
} = contentServiceOf(tipsType);

import 'server-only';
import type { news } from '@/db/schema';
import { contentServiceOf } from '@/lib/server/declared-content';
import { newsType } from './content-type';

// Admin reads and writes, from the declaration (content-type.ts).
export type NewsItem = typeof news.$inferSelect;

export const {
  list: listNews,
  create: createNews,
  update: updateNews,
  remove: deleteNews,
} = contentServiceOf(newsType);

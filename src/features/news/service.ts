import 'server-only';
import { desc } from 'drizzle-orm';
import { news } from '@/db/schema';
import { contentService } from '@/lib/server/content-service';
import { NEWS_IMAGE, NEWS_MESSAGES, newsSchema } from './schema';

// Admin reads and writes of news (SPEC §7). Each function takes the actor first and requires
// the admin role; the image goes to the 'news' bucket.
const service = contentService({
  table: news,
  permission: 'news.write',
  schema: newsSchema,
  messages: NEWS_MESSAGES,
  images: { imageUrl: { ...NEWS_IMAGE, bucket: 'news' } },
  orderBy: [desc(news.date)],
  // Dated at creation; an edit keeps the date.
  onCreate: () => ({ date: new Date() }),
});

export type NewsItem = typeof news.$inferSelect;

export const listNews = service.list;
export const createNews = service.create;
export const updateNews = service.update;
export const deleteNews = service.remove;

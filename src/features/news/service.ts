import 'server-only';
import { desc } from 'drizzle-orm';
import { news } from '@/db/schema';
import { parseInput } from '@/lib/action-result';
import { requireRole, type Actor } from '@/lib/auth/roles';
import { contentStore } from '@/lib/content-store';
import { getDb } from '@/lib/db/client';
import type { FormInput } from '@/lib/form-data';
import { NEWS_IMAGE, NEWS_MESSAGES, newsSchema } from './schema';

const store = contentStore({
  table: news,
  tag: 'news',
  notFound: NEWS_MESSAGES.notFound,
  images: { imageUrl: { ...NEWS_IMAGE, bucket: 'news' } },
});

export type NewsItem = typeof news.$inferSelect;

function newsValues(input: FormInput) {
  const data = parseInput(newsSchema, input);
  return {
    title: data.title,
    subtitle: data.subtitle,
    content: data.content,
    externalLink: data.external_link,
  };
}

/** Every news item, newest first (SPEC §7: date desc). */
export async function listNews(actor: Actor | null): Promise<NewsItem[]> {
  requireRole(actor, 'admin');
  return getDb().select().from(news).orderBy(desc(news.date));
}

/** Adds a news item dated now, with its optional image (bucket 'news'). */
export async function createNews(actor: Actor | null, input: FormInput): Promise<NewsItem> {
  requireRole(actor, 'admin');
  return store.insert({ ...newsValues(input), date: new Date() }, input);
}

/** Edits the texts; a new image replaces the old one, which is removed. The date stays. */
export async function updateNews(actor: Actor | null, id: string, input: FormInput): Promise<NewsItem> {
  requireRole(actor, 'admin');
  return store.update(id, newsValues(input), input);
}

/** Deletes the item and its image. */
export async function deleteNews(actor: Actor | null, id: string): Promise<void> {
  requireRole(actor, 'admin');
  await store.remove(id);
}

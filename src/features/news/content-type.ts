import { desc } from 'drizzle-orm';
import { news } from '@/db/schema/content';
import { defineContentType } from '@/lib/shared/content-type';
import { NEWS_IMAGE, NEWS_MESSAGES, newsSchema } from './schema';

/** News (SPEC §2, §5, §7, §8): newest first by date; the image in the 'news' bucket. */
export const newsType = defineContentType({
  table: news,
  permission: 'news.write',
  label: 'Notícia',
  admin: { path: '/admin/noticias', nav: 'Notícias' },
  schema: newsSchema,
  messages: NEWS_MESSAGES,
  layout: 'dialog',
  // Added, edited and deleted; news has no Status switch.
  operations: ['update', 'remove'],
  form: {
    fields: [
      { name: 'title', label: 'Título', required: true },
      { name: 'subtitle', label: 'Subtítulo', required: true },
      { kind: 'multiline', name: 'content', label: 'Conteúdo', rows: 6, required: true },
      { kind: 'url', name: 'external_link', label: 'Link externo', placeholder: 'https://', required: true },
      { kind: 'image', image: 'imageUrl', label: 'Imagem (opcional)' },
    ],
  },
  images: { imageUrl: { ...NEWS_IMAGE, bucket: 'news' } },
  orderBy: (table) => [desc(table.date)],
  oabCheck: ['title', 'subtitle', 'content'],
  translatable: ['title', 'subtitle', 'content'],
  // Dated at creation; an edit keeps the date.
  hooks: { onCreate: () => ({ date: new Date() }) },
});

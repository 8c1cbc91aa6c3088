import { createNews, deleteNews, listNews, updateNews } from '@/features/news/service';
import { contentCases, declaredActions } from './content-cases';

export const cases = contentCases(
  'news',
  'news.write',
  { list: listNews, create: createNews, update: updateNews, remove: deleteNews },
  {
    title: 'Nova lei tributária',
    subtitle: 'O que muda',
    content: 'Texto da notícia.',
    external_link: 'https://example.com/noticia',
  },
  declaredActions('news'),
);

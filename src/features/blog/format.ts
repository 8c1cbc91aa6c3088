import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';

// Fallbacks of SPEC §8 and the article's display helpers.

export const POST_FALLBACKS = {
  content: 'Conteúdo indisponível',
  summary: 'Sem resumo disponível',
  author: 'Autor desconhecido',
} as const;

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: FIRM_TIME_ZONE });

export const formatPostDate = (iso: string) => DATE.format(new Date(iso));

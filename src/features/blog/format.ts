import 'server-only';
import { FIRM_TIME_ZONE } from '@/lib/shared/firm-time';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';

// Fallbacks of SPEC §8 and the article's display helpers, in the page's language (issue 34).

export function postFallbacks(locale: Locale) {
  const t = translator(locale);
  return {
    content: t('blog.fallbackContent'),
    summary: t('blog.fallbackSummary'),
    author: t('blog.fallbackAuthor'),
  };
}

/** Each language's long date: '28 de novembro de 2026', 'November 28, 2026'. */
const DATES: Record<Locale, Intl.DateTimeFormat> = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: FIRM_TIME_ZONE }),
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: FIRM_TIME_ZONE }),
};

export const formatPostDate = (iso: string, locale: Locale) => DATES[locale].format(new Date(iso));

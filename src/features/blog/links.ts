import type { Locale } from '@/lib/shared/locale';

// The blog's public addresses (issues 21 and 34), built in one place: Portuguese under /blog with
// 'pagina', English under /en/blog with 'page'.

const BLOG: Record<Locale, string> = { 'pt-BR': '/blog', en: '/en/blog' };
/** The page number's parameter in each language's addresses. */
export const PAGE_PARAM: Record<Locale, string> = { 'pt-BR': 'pagina', en: 'page' };

export const blogHref = (locale: Locale = 'pt-BR') => BLOG[locale];

export const postHref = (slug: string, locale: Locale = 'pt-BR') => `${BLOG[locale]}/${slug}`;

export const blogPageHref = (page: number, locale: Locale = 'pt-BR') =>
  page > 1 ? `${BLOG[locale]}?${PAGE_PARAM[locale]}=${page}` : BLOG[locale];

export const tagHref = (tagSlug: string, page = 1, locale: Locale = 'pt-BR') =>
  `${BLOG[locale]}/tag/${tagSlug}${page > 1 ? `?${PAGE_PARAM[locale]}=${page}` : ''}`;

export const searchHref = (term: string, page = 1, locale: Locale = 'pt-BR') =>
  `${BLOG[locale]}?${new URLSearchParams({ q: term, ...(page > 1 && { [PAGE_PARAM[locale]]: String(page) }) })}`;

export const feedHref = (locale: Locale = 'pt-BR') => `${BLOG[locale]}/feed.xml`;

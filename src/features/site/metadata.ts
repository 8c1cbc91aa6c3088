import 'server-only';
import type { Metadata } from 'next';
import { getEnv } from '@/lib/server/env';
import { socialImageUrl } from '@/lib/server/media-facts';
import { OG_LOCALE, type Locale } from '@/lib/shared/locale';
import { localeOfPath } from '@/lib/server/addresses';
import { languageAlternates } from '@/lib/server/alternates';

/** The public origin (SITE_URL), without a trailing slash. */
export const siteUrl = () => getEnv().SITE_URL;

export interface PageSeo {
  /** The page's own title; the layout appends the firm name. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/blog'. */
  path: string;
  type?: 'website' | 'article';
  image?: string | null;
  /** Use the title as it is (the home, a post's 'Título para buscadores'). */
  absoluteTitle?: boolean;
  /** Keep the page out of search engines ('Ocultar dos buscadores'). */
  noindex?: boolean;
  /**
   * The page's addresses by language when the address table does not know them (a post's twin,
   * issue 34: `alternatesOf`); else they come from `languageAlternates(path)`.
   */
  languages?: Record<string, string>;
}

/** The blog's feed in each language, announced in every public page's head (issues 21 and 34). */
export const FEED_LINKS: Record<Locale, { 'application/rss+xml': { url: string; title: string }[] }> = {
  'pt-BR': { 'application/rss+xml': [{ url: '/blog/feed.xml', title: 'Blog (RSS)' }] },
  en: { 'application/rss+xml': [{ url: '/en/blog/feed.xml', title: 'Blog (RSS)' }] },
};

/**
 * Title, description, canonical URL, the page in the other language (hreflang, og:locale:alternate)
 * and Open Graph tags of a public page, in the language of its path.
 */
export async function pageMetadata(page: PageSeo, firmName: string): Promise<Metadata> {
  const locale = localeOfPath(page.path);
  const languages = page.languages ?? (await languageAlternates(page.path));
  const other: Locale = locale === 'en' ? 'pt-BR' : 'en';
  const fullTitle = page.absoluteTitle || !firmName ? page.title : `${page.title} | ${firmName}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    // Next.js replaces the layout's alternates with a page's: the feed is named again here.
    alternates: { canonical: page.path, types: FEED_LINKS[locale], ...(languages && { languages }) },
    ...(page.noindex && { robots: { index: false, follow: true } }),
    openGraph: {
      type: page.type ?? 'website',
      locale: OG_LOCALE[locale],
      ...(languages && { alternateLocale: [OG_LOCALE[other]] }),
      ...(firmName && { siteName: firmName }),
      title: fullTitle,
      description: page.description,
      url: page.path,
      // Our uploads as their 1200×630 crop around the focal point (src/lib/server/media-facts.ts).
      ...(page.image ? { images: [{ url: socialImageUrl(page.image) }] } : {}),
    },
    twitter: {
      card: page.image ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description: page.description,
    },
  };
}

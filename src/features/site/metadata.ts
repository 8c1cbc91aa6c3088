import 'server-only';
import type { Metadata } from 'next';
import { getEnv } from '@/lib/server/env';

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
  /** Use the title as it is (the home). */
  absoluteTitle?: boolean;
}

/** Title, description, canonical URL and Open Graph tags of a public page. */
export function pageMetadata(page: PageSeo, firmName: string): Metadata {
  const fullTitle = page.absoluteTitle || !firmName ? page.title : `${page.title} | ${firmName}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: page.type ?? 'website',
      locale: 'pt_BR',
      ...(firmName && { siteName: firmName }),
      title: fullTitle,
      description: page.description,
      url: page.path,
      ...(page.image ? { images: [{ url: page.image }] } : {}),
    },
    twitter: {
      card: page.image ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description: page.description,
    },
  };
}

import 'server-only';
import type { Locale } from '@/lib/shared/locale';
import { readingMinutes, wordCount } from '@/lib/shared/rich-text/reading';
import type { BlogPosting, BreadcrumbList, LegalService, WithContext } from 'schema-dts';

// The JSON-LD of the public pages (schema.org, typed with schema-dts): the firm as a LegalService
// from its settings on every page, a BlogPosting on each post and a BreadcrumbList on the service
// pages. Only what is filled in is stated; nothing is invented for an empty setting.

/** The firm's details the structured data states (from the site settings; '' when not filled in). */
export type FirmDetails = Record<
  'firmName' | 'phone' | 'email' | 'address' | 'cnpj' | 'oabRegistration',
  string
>;

/** The firm, for every public page: its contact details, OAB registration and social profiles. */
export function legalServiceJsonLd(
  firm: FirmDetails,
  socialLinks: readonly { url: string }[],
  siteUrl: string,
  description?: string,
): WithContext<LegalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${siteUrl}/#escritorio`,
    url: `${siteUrl}/`,
    ...(firm.firmName && { name: firm.firmName }),
    ...(description && { description }),
    ...(firm.phone && { telephone: firm.phone }),
    ...(firm.email && { email: firm.email }),
    ...(firm.address && {
      address: { '@type': 'PostalAddress', streetAddress: firm.address, addressCountry: 'BR' },
    }),
    ...(firm.cnpj && { taxID: firm.cnpj }),
    // The registration the Código de Ética (art. 44) asks every advertisement to carry.
    ...(firm.oabRegistration && {
      identifier: { '@type': 'PropertyValue', propertyID: 'OAB', value: firm.oabRegistration },
    }),
    ...(socialLinks.length > 0 && { sameAs: socialLinks.map((link) => link.url) }),
  };
}

export interface PostDetails {
  /** The post's address, /blog/{slug} or /en/blog/{slug}. */
  path: string;
  /** The post's language (inLanguage). */
  locale: Locale;
  title: string;
  summary: string;
  author: string;
  publishedAt: Date | string;
  imageUrl: string | null;
  tags: string[];
  /** Its plain text: the word count and reading time. */
  text?: string;
}

/** A blog post, published by the firm. */
export function blogPostingJsonLd(
  post: PostDetails,
  firmName: string,
  siteUrl: string,
): WithContext<BlogPosting> {
  const url = `${siteUrl}${post.path}`;
  const words = post.text ? wordCount(post.text) : 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    inLanguage: post.locale,
    datePublished: new Date(post.publishedAt).toISOString(),
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'LegalService',
      '@id': `${siteUrl}/#escritorio`,
      ...(firmName && { name: firmName }),
    },
    url,
    mainEntityOfPage: url,
    ...(post.imageUrl && { image: new URL(post.imageUrl, `${siteUrl}/`).href }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
    // The same minutes as the page's '{n} min de leitura' ('{n} min read').
    ...(words > 0 && { wordCount: words, timeRequired: `PT${readingMinutes(post.text!)}M` }),
  };
}

/** A page's trail, from the home page to the page itself (each with its path). */
export function breadcrumbJsonLd(
  crumbs: readonly { label: string; path: string }[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.path === '/' ? '/' : crumb.path}`,
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: '<', '>' and '&' are escaped (so no text can
 * close the script or open a comment), and so are the line separators JavaScript once rejected.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

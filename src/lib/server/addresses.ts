import 'server-only';
import type { Locale } from '@/lib/shared/locale';
import { languageOfPath } from '@/runtime/public-routes.mjs';

export { LANGUAGE_SWITCH_ATTRIBUTE } from '@/runtime/public-routes.mjs';

// Every public page's address in each language (issue 34 §1, ADR 0027): Portuguese at the spec's
// addresses, English under /en. The language switcher, the hreflang links, the sitemap and the
// English routes all read this one table.

export interface PageAddress {
  'pt-BR': string;
  /** null: the page has no English version yet (the switcher then leads to /en). */
  en: string | null;
}

/** The pages whose address is fixed, in the sitemap's order, with how often they change. */
export const STATIC_PAGES = [
  { 'pt-BR': '/', en: '/en', changeFrequency: 'weekly', priority: 1 },
  { 'pt-BR': '/apresentacao', en: '/en/about', changeFrequency: 'monthly', priority: 0.8 },
  { 'pt-BR': '/servicos', en: '/en/practice-areas', changeFrequency: 'monthly', priority: 0.8 },
  { 'pt-BR': '/advocacia-empresarial', en: '/en/corporate-law', changeFrequency: 'monthly', priority: 0.7 },
  { 'pt-BR': '/advocacia-tributaria', en: '/en/tax-law', changeFrequency: 'monthly', priority: 0.7 },
  { 'pt-BR': '/recuperacao-judicial', en: '/en/restructuring', changeFrequency: 'monthly', priority: 0.7 },
  { 'pt-BR': '/direito-sucessoes', en: '/en/succession-law', changeFrequency: 'monthly', priority: 0.7 },
  { 'pt-BR': '/direito-imobiliario', en: '/en/real-estate-law', changeFrequency: 'monthly', priority: 0.7 },
  { 'pt-BR': '/direito-consumidor', en: '/en/consumer-law', changeFrequency: 'monthly', priority: 0.7 },
  // A booking's own pages (its token) join through alternateAddress (lib/shared/booking-addresses.ts).
  { 'pt-BR': '/agendar-consulta', en: '/en/book-a-consultation', changeFrequency: 'yearly', priority: 0.5 },
  { 'pt-BR': '/blog', en: '/en/blog', changeFrequency: 'weekly', priority: 0.8 },
  { 'pt-BR': '/contratar-servicos', en: '/en/hire-us', changeFrequency: 'monthly', priority: 0.6 },
  { 'pt-BR': '/contato', en: '/en/contact', changeFrequency: 'yearly', priority: 0.6 },
  {
    'pt-BR': '/consultation-request',
    en: '/en/consultation-request',
    changeFrequency: 'yearly',
    priority: 0.6,
  },
  { 'pt-BR': '/privacidade', en: '/en/privacy', changeFrequency: 'yearly', priority: 0.3 },
  { 'pt-BR': '/acessibilidade', en: '/en/accessibility', changeFrequency: 'yearly', priority: 0.3 },
  { 'pt-BR': '/informativos', en: '/en/alerts', changeFrequency: 'yearly', priority: 0.3 },
] as const satisfies readonly (PageAddress & {
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
})[];

/** The address of a fixed page in a language: `addressOf('/contratar-servicos', 'en')`. */
export function addressOf(ptPath: (typeof STATIC_PAGES)[number]['pt-BR'], locale: Locale): string {
  const page = STATIC_PAGES.find((candidate) => candidate['pt-BR'] === ptPath)!;
  return page[locale] ?? page['pt-BR'];
}

/** The language an address is in (its path: English under /en). */
export const localeOfPath = (path: string): Locale => languageOfPath(path);

/**
 * The same fixed page in the other language, or null when it has none (or the path is not a fixed
 * page).
 */
export function staticAlternate(path: string, target: Locale): string | null {
  const from = localeOfPath(path);
  const page = STATIC_PAGES.find((candidate) => candidate[from] === path);
  return page?.[target] ?? null;
}

import 'server-only';
import { siteHasLanguage } from '@/lib/server/env';
import { type Locale, LOCALES } from '@/lib/shared/locale';
import { bookingPageAlternate } from '@/lib/shared/booking-addresses';
import { localeOfPath, staticAlternate } from './addresses';

/**
 * The same page in another language, or null when it has no version there (ADR 0027). One answer
 * for the language switcher, the hreflang links and the sitemap.
 */
export async function alternateAddress(path: string, target: Locale): Promise<string | null> {
  if (!siteHasLanguage(target)) return null;
  if (localeOfPath(path) === target) return path;
  return staticAlternate(path, target) ?? bookingPageAlternate(path, target);
}

/** Every language's address of a page that has more than one, for `alternates.languages`. */
export async function languageAlternates(path: string): Promise<Record<string, string> | undefined> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => [locale, await alternateAddress(path, locale)] as const),
  );
  return alternatesOf(Object.fromEntries(entries));
}

/**
 * A page's addresses by language (those the site has, of those given) as `alternates.languages`,
 * with `x-default` the Portuguese one; undefined unless there are two. A page whose twin is found
 * elsewhere (a post's, issue 34) passes its pair here.
 */
export function alternatesOf(
  addresses: Partial<Record<Locale, string | null>>,
): Record<string, string> | undefined {
  const found = LOCALES.flatMap((locale) => {
    const address = addresses[locale];
    return address && siteHasLanguage(locale) ? [[locale, address] as const] : [];
  });
  if (found.length < 2) return undefined;
  return { ...Object.fromEntries(found), 'x-default': found.find(([locale]) => locale === 'pt-BR')![1] };
}

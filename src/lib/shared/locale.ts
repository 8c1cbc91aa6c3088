// The site's languages (ADR 0027): Portuguese at the spec's addresses, English under /en.

export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Open Graph's spelling of each language. */
export const OG_LOCALE: Record<Locale, string> = { 'pt-BR': 'pt_BR', en: 'en_US' };

/** Each language as the admin (in Portuguese) names it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { 'pt-BR': 'Português', en: 'Inglês' };

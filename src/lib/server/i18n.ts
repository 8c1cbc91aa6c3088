import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/shared/locale';
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';

// The public site's interface texts in each language (ADR 0027): ICU messages (use-intl, the core
// of next-intl) on the server only; the public pages' script reads what it needs from the HTML.
// The spec's Portuguese texts of forms and validations stay in the schemas that hold them.

export type Messages = typeof ptBR;
const CATALOGUES: Record<Locale, Messages> = { 'pt-BR': ptBR, en };

/** The catalogue's translator for a language: `translator('en')('site.nav.about')`. */
export function translator(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale] });
}

/** A language's catalogue as data (lists and records of texts, such as the practice areas). */
export function catalogue(locale: Locale): Messages {
  return CATALOGUES[locale];
}

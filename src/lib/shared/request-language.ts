// The language a public form's request was made in (ADR 0027): the form carries it in a hidden
// field, set by its page. Only the site's languages are kept; anything else is Portuguese.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** The hidden field that names the page's language. */
export const LANGUAGE_FIELD = 'language';

/** The request's language, from its input: 'pt-BR' unless the field says 'en'. */
export function requestLanguage(input: unknown): Locale {
  const value =
    typeof input === 'object' && input ? (input as Record<string, unknown>)[LANGUAGE_FIELD] : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

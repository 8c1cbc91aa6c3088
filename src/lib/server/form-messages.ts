import 'server-only';
import type { ActionResult } from '@/lib/shared/action-result';
import type { Locale } from '@/lib/shared/locale';
import { translator } from '@/lib/server/i18n';

// The public forms' answers in the page's language (ADR 0027, "Forms in English"): the schemas and
// the services say the spec's Portuguese messages; an English page's form is answered with the
// same messages said in English, through the form's table (Portuguese → English, built from the
// catalogue: src/features/contact/form-messages.ts).

/** The wait said in the page's language (the form guard says it in Portuguese). */
export const rateLimitedMessage = (locale: Locale, retryAfterMs: number) =>
  translator(locale)('forms.validation.rateLimited', {
    minutes: Math.max(1, Math.ceil(retryAfterMs / 60_000)),
  });

/** An answer's messages in the page's language; a message the tables lack is kept as it is. */
export function translateResult<T>(
  result: ActionResult<T>,
  locale: Locale,
  /** The form's messages (Portuguese → the page's language). */
  own: Record<string, string> = {},
): ActionResult<T> {
  if (locale === 'pt-BR') return result;
  const table = own;
  const say = (message: string) => table[message] ?? message;
  if (result.ok) return result.message === undefined ? result : { ...result, message: say(result.message) };
  return {
    ...result,
    message: say(result.message),
    ...(result.fieldErrors && {
      fieldErrors: Object.fromEntries(
        Object.entries(result.fieldErrors).map(([name, message]) => [name, say(message)]),
      ),
    }),
  };
}

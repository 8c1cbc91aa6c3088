import { z } from 'zod';
import { CONTENT_LIMITS } from '@/db/schema/limits';
import { libraryFieldName } from './form-data';
import { INVALID_CHARACTER, isStorableText, tooLongMessage } from './text-rules';

// The zod pieces the features' form schemas are built from (browser and server alike). Form values
// arrive as strings (FormData), so these trim, treat '' as missing and coerce numbers, each with the
// caller's pt-BR message.

/** Whether a form value is a chosen file: an empty file input sends a nameless, empty File. */
export function isChosenFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && (value.size > 0 || value.name !== '');
}

/**
 * A form with a required image field: the field's file, or a media library item chosen for it
 * (`<field>_library`, issue 33); neither is refused with the spec's message at the field.
 */
export function requiringImage<T extends z.ZodObject>(schema: T, field: string, message: string) {
  const chosen = libraryFieldName(field);
  return schema
    .extend({
      [field]: z.unknown().optional(),
      [chosen]: z.string().max(CONTENT_LIMITS.url).optional(),
    })
    .superRefine((value, context) => {
      const values = value as Record<string, unknown>;
      if (!isChosenFile(values[field]) && !values[chosen])
        context.addIssue({ code: 'custom', path: [field], message });
    });
}

const URL_MAX = CONTENT_LIMITS.url;
/** A date input's value (YYYY-MM-DD) with room for stray spaces. */
const DATE_MAX = 30;
/** A form value that is not text (a file where text was expected). */
const INVALID_TEXT = 'Valor inválido';

/** A row id as the lists send it back. */
export const idSchema = z.string().min(1).max(100).refine(isStorableText, INVALID_CHARACTER);

/** The active flag of a row, set from its list (SPEC §4). */
export const activeToggleSchema = z.object({ id: idSchema, active: z.boolean() });

/**
 * A typed text with the rules every text obeys (src/lib/shared/text-rules.ts): no NUL character and,
 * once trimmed, at most `max` characters (its column's length, src/db/schema/limits.ts).
 */
export function boundedText(max: number, typeMessage: string = INVALID_TEXT) {
  return z
    .string({ error: typeMessage })
    .refine(isStorableText, INVALID_CHARACTER)
    .trim()
    .max(max, tooLongMessage(max));
}

/** A required text field of at most `max` characters. */
export function requiredText(message: string, max: number) {
  return boundedText(max, message).min(1, message);
}

/** An optional text field of at most `max` characters: trimmed, '' or missing becomes null. */
export function optionalText(max: number) {
  return boundedText(max)
    .optional()
    .nullable()
    .transform((value) => value || null);
}

/** A text of at most `max` characters, always a (trimmed) string; its checks run on the whole form. */
export function plainText(max: number) {
  return boundedText(max)
    .optional()
    .nullable()
    .transform((value) => value ?? '');
}

/** An absolute http(s) URL, or a path on this site such as /media/… */
export function isWebUrl(value: string, { allowSitePath = false } = {}): boolean {
  if (allowSitePath && /^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A required absolute http(s) URL. */
export function requiredUrl(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, URL_MAX).refine((value) => isWebUrl(value), invalidMessage);
}

/** An optional URL ('' is none); site paths are accepted when asked (stored uploads). */
export function optionalUrl(invalidMessage: string, options: { allowSitePath?: boolean } = {}) {
  return optionalText(URL_MAX).refine((value) => value === null || isWebUrl(value, options), invalidMessage);
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/** A whole number of at least `min`; '' counts as missing (or as `fallback` when given). */
export function integerField(
  min: number,
  messages: { required: string; invalid: string },
  fallback?: number,
) {
  return z.preprocess(
    (value) => blankToUndefined(value) ?? fallback,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .int(messages.invalid)
      .min(min, messages.invalid),
  );
}

/** A number brought into [min, max] and rounded to `step` (e.g. a rating); '' takes the default. */
export function clampedNumber(options: {
  min: number;
  max: number;
  step: number;
  fallback: number;
  invalid: string;
}) {
  const { min, max, step, fallback, invalid } = options;
  return z.preprocess(
    (value) => blankToUndefined(value) ?? fallback,
    z
      .number({ error: invalid })
      .refine(Number.isFinite, invalid)
      .transform((value) => Math.min(max, Math.max(min, Math.round(value / step) * step))),
  );
}

/** A required calendar date from a date input (YYYY-MM-DD). */
export function requiredDate(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, DATE_MAX).pipe(z.iso.date({ error: invalidMessage }));
}

/**
 * A list typed as one comma-separated text of at most `max` characters: split, trimmed, blanks
 * dropped; at most `count` items of at most `itemMax` characters each.
 */
export function commaList(limits: { max: number; itemMax: number; count: number }) {
  const { max, itemMax, count } = limits;
  return plainText(max)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every((item) => item.length <= itemMax), tooLongMessage(itemMax))
    .refine((items) => items.length <= count, `Máximo de ${count} itens`);
}

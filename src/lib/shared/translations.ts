import { z } from 'zod';
import type { AnyContentType } from './content-type';

// An item's English version (issue 34 §2, ADR 0028), a property of its declaration: the
// `translatable` properties, edited in the form's 'English' tab as `en.<field>` and checked by the
// same zod field schemas as the Portuguese (their limits and messages), in the browser and on the
// server. Nothing filled in: no translation ('Sem tradução').

/** The language a translation is in (Portuguese is the item itself). */
export const TRANSLATION_LOCALE = 'en' as const;

export const TRANSLATION_STATES = {
  missing: 'Sem tradução',
  translated: 'Traduzido',
  outdated: 'Desatualizado',
} as const;
export type TranslationState = keyof typeof TRANSLATION_STATES;

/** What the admin list has of an item's translation. */
export interface TranslationSummary {
  state: TranslationState;
  /** The English texts by form field name (spec names); empty when there is none. */
  fields: Record<string, string>;
}

/** A row property as the form field (spec name, snake_case) that holds it. */
export const fieldNameOf = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The English tab's input for a form field. */
export const translationFieldName = (field: string) => `${TRANSLATION_LOCALE}.${field}`;

/** The form fields a type translates (spec names), in the declaration's order. */
export function translatedFields(type: Pick<AnyContentType, 'translatable'>): string[] {
  return (type.translatable ?? []).map(fieldNameOf);
}

/** The English tab's texts of a form (trimmed), by field name. */
function englishTexts(fields: string[], input: Record<string, unknown>) {
  return fields.map((field) => {
    const value = input[translationFieldName(field)];
    return [field, typeof value === 'string' ? value.trim() : ''] as const;
  });
}

/**
 * The English tab's schema (the browser's and the server's): once anything is filled in, each
 * field is checked by its Portuguese field's schema, its messages shown at the English field.
 */
export function translationSchema(type: Pick<AnyContentType, 'translatable' | 'schema'>) {
  const fields = translatedFields(type);
  const shape = Object.fromEntries(
    fields.map((field) => [translationFieldName(field), z.string().optional()]),
  );
  return z.object(shape).superRefine((input, context) => {
    const texts = englishTexts(fields, input);
    if (texts.every(([, text]) => text === '')) return;
    for (const [field, text] of texts) {
      const result = (type.schema.shape[field] as z.ZodType | undefined)?.safeParse(text);
      for (const issue of result?.error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message, path: [translationFieldName(field)] });
    }
  });
}

/** The English texts a checked form gives, by field name; null when every field is empty. */
export function translationTexts(
  type: Pick<AnyContentType, 'translatable'>,
  input: Record<string, unknown>,
): Record<string, string> | null {
  const texts = englishTexts(translatedFields(type), input).filter(([, text]) => text !== '');
  return texts.length ? Object.fromEntries(texts) : null;
}

/** A form's schema with the type's English tab, when it has one (the browser's and the server's). */
export function withTranslation(
  type: Pick<AnyContentType, 'translatable' | 'schema'>,
  schema: z.ZodType,
): z.ZodType {
  return type.translatable?.length ? z.intersection(schema, translationSchema(type)) : schema;
}

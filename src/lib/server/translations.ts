import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { contentTranslations } from '@/db/schema';
import type { ContentType } from '@/lib/shared/content-type';
import type { Locale } from '@/lib/shared/locale';
import {
  fieldNameOf,
  TRANSLATION_LOCALE,
  translatedFields,
  translationFieldName,
  type TranslationSummary,
} from '@/lib/shared/translations';
import { getDb, type Database } from './db/client';

// Items' English versions (issue 34 §2, ADR 0028): written in the item's save transaction from the
// form's 'English' tab, read by the admin list (the state) and by the English pages (only what has
// one, its texts over the Portuguese).

/** What a translation needs of its type: its table's name and its `translatable` properties. */
export interface Translated {
  entity: string;
  translatable: readonly string[];
}

/** A declared type as a translated one (its table's name and `translatable`). */
export function translatedType(type: Pick<ContentType, 'name' | 'translatable'>): Translated {
  return { entity: type.name, translatable: type.translatable ?? [] };
}

/** SHA-256 of the item's Portuguese texts that the translation translates. */
export function sourceFingerprint(translatable: readonly string[], row: Record<string, unknown>): string {
  const texts = translatable.map((property) => row[property] ?? null);
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex');
}

/** Whether a form carries the English tab at all (a form without it leaves the translation alone). */
export function hasTranslationFields(type: Pick<Translated, 'translatable'>, input: Record<string, unknown>) {
  return translatedFields(type).some((field) => translationFieldName(field) in input);
}

const sameTexts = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * In the item's save transaction: the English texts the form gave (null: none, the translation is
 * removed). Only a change of the English marks it as translating the Portuguese as saved now; a
 * Portuguese edit alone leaves the fingerprint, so the item shows 'Desatualizado'.
 */
export async function writeTranslation(
  tx: Pick<Database, 'select' | 'insert' | 'delete'>,
  { entity, translatable }: Translated,
  row: Record<string, unknown>,
  texts: Record<string, string> | null,
  actorId: string | null,
): Promise<void> {
  const key = and(
    eq(contentTranslations.entity, entity),
    eq(contentTranslations.entityId, String(row.id)),
    eq(contentTranslations.locale, TRANSLATION_LOCALE),
  );
  if (!texts) {
    await tx.delete(contentTranslations).where(key);
    return;
  }
  const [current] = await tx.select().from(contentTranslations).where(key);
  if (current && sameTexts(current.fields, texts)) return;
  const values = {
    fields: texts,
    sourceFingerprint: sourceFingerprint(translatable, row),
    updatedBy: actorId,
    updatedAt: new Date(),
  };
  await tx
    .insert(contentTranslations)
    .values({ entity, entityId: String(row.id), locale: TRANSLATION_LOCALE, ...values })
    .onConflictDoUpdate({
      target: [contentTranslations.entity, contentTranslations.entityId, contentTranslations.locale],
      set: values,
    });
}

/** Deletes an item's translations (with the item, in its transaction). */
export async function deleteTranslationsOf(tx: Pick<Database, 'delete'>, entity: string, entityId: string) {
  await tx
    .delete(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.entityId, entityId)));
}

async function translationsOf(entity: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, typeof contentTranslations.$inferSelect>();
  const rows = await getDb()
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entity, entity),
        eq(contentTranslations.locale, TRANSLATION_LOCALE),
        inArray(contentTranslations.entityId, ids),
      ),
    );
  return new Map(rows.map((row) => [row.entityId, row]));
}

/** The admin list's rows, each with its translation's state and texts. */
export async function withTranslations<R extends { id: string }>(
  type: Translated,
  rows: R[],
): Promise<(R & { translation: TranslationSummary })[]> {
  const found = await translationsOf(
    type.entity,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const translation = found.get(row.id);
    const state = !translation
      ? 'missing'
      : translation.sourceFingerprint === sourceFingerprint(type.translatable, row)
        ? 'translated'
        : 'outdated';
    return { ...row, translation: { state, fields: translation?.fields ?? {} } };
  });
}

/**
 * The rows a page in `locale` shows: all of them in Portuguese; in English, only those with an
 * English version, with its texts in place of the Portuguese.
 */
export async function inLanguage<R extends { id: string }>(type: Translated, rows: R[], locale: Locale) {
  if (locale === 'pt-BR') return rows;
  const found = await translationsOf(
    type.entity,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const translation = found.get(row.id);
    if (!translation) return [];
    // A text the translation leaves empty is empty in English too, never the Portuguese.
    const texts = type.translatable.map((property) => [
      property,
      translation.fields[fieldNameOf(property)] ?? null,
    ]);
    return [{ ...row, ...Object.fromEntries(texts) } as R];
  });
}

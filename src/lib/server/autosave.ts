import 'server-only';
import { and, eq } from 'drizzle-orm';
import { autosaves } from '@/db/schema';
import { EDITORIAL_LIMITS } from '@/db/schema/limits';
import { UserError } from '@/lib/shared/action-result';
import type { FormInput } from '@/lib/shared/form-data';
import { getDb } from './db/client';
import { uploadUrlsIn } from './upload-release';

// What an administrator typed in an editor and has not saved yet (issue 22, ADR 0015): one copy
// per user and item, replaced every few seconds by the form, offered back when the editor opens
// again (after a closed tab, a crash or an expired session) and removed by a save. Never public.

/** The key of a copy: the user, the item's table and its id ('' for a new item). */
export interface AutosaveKey {
  userId: string;
  entity: string;
  entityId: string;
}

export interface AutosaveCopy {
  fields: Record<string, string>;
  savedAt: Date;
  /** The item's version the copy was typed over (null for a new item). */
  baseVersion: number | null;
}

const where = ({ userId, entity, entityId }: AutosaveKey) =>
  and(eq(autosaves.userId, userId), eq(autosaves.entity, entity), eq(autosaves.entityId, entityId));

/**
 * The form's text fields that the item's form has (`fields`), as strings; files are never copied.
 * Refused when the whole is larger than an article's worth.
 */
export function copyOf(input: FormInput, fields: readonly string[]): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const name of fields) {
    const value = input[name];
    if (typeof value === 'string') copy[name] = value;
  }
  if (JSON.stringify(copy).length > EDITORIAL_LIMITS.autosaveChars)
    throw new UserError('Alterações grandes demais para guardar automaticamente.');
  return copy;
}

/**
 * Stores (or replaces) the copy. The uploads its text names (images inserted in a rich text) stay
 * stored while it exists: autosaves.fields is in the registry (upload-references.ts).
 */
export async function storeAutosave(
  key: AutosaveKey,
  fields: Record<string, string>,
  baseVersion: number | null,
): Promise<Date> {
  const savedAt = new Date();
  await getDb()
    .insert(autosaves)
    .values({ ...key, fields, baseVersion, savedAt })
    .onConflictDoUpdate({
      target: [autosaves.userId, autosaves.entity, autosaves.entityId],
      set: { fields, baseVersion, savedAt },
    });
  return savedAt;
}

export async function readAutosave(key: AutosaveKey): Promise<AutosaveCopy | null> {
  const [row] = await getDb()
    .select({ fields: autosaves.fields, savedAt: autosaves.savedAt, baseVersion: autosaves.baseVersion })
    .from(autosaves)
    .where(where(key));
  return row ?? null;
}

/**
 * Removes the copy (after a save, or when the user discards it); returns the upload URLs its text
 * named, for the caller to release once the removal has committed.
 */
export async function discardAutosave(
  db: Pick<ReturnType<typeof getDb>, 'delete'>,
  key: AutosaveKey,
): Promise<string[]> {
  const rows = await db.delete(autosaves).where(where(key)).returning({ fields: autosaves.fields });
  return rows.flatMap((row) => uploadUrlsIn(JSON.stringify(row.fields)));
}

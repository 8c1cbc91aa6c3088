import 'server-only';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contentTypes } from '@/content-types';
import type { ContentType } from '@/lib/shared/content-type';
import { invalidateOutsideRequest, type CacheTag } from '@/lib/server/cache';
import { getDb, type DatabaseWriter } from '@/lib/server/db/client';
import { deleteHistoryOf } from '@/lib/server/revisions';
import { releaseUploads, uploadsOfItem } from '@/lib/server/upload-release';
import type { HeldContent } from './schema';

// The personal data held in content types (ADR 0024): what a type declares as `personalData` is
// exported, erased and kept for the retention setting like the requests (personal-data.ts), with
// no line here naming a type.

type PersonalType = ContentType & { personalData: NonNullable<ContentType['personalData']> };

function personalTypes(): PersonalType[] {
  return contentTypes().filter((type): type is PersonalType => Boolean(type.personalData));
}

function column(type: PersonalType, property: string): PgColumn {
  return (getTableColumns(type.table) as Record<string, PgColumn>)[property]!;
}

const holdsAddress = (type: PersonalType, email: string): SQL =>
  sql`lower(${column(type, type.personalData.email)}) = ${email}`;

/** Every declared type's rows holding `email` (lower-cased), as JSON. */
export async function contentHeldFor(email: string): Promise<HeldContent[]> {
  const held: HeldContent[] = [];
  for (const type of personalTypes()) {
    const rows = await getDb().select().from(type.table).where(holdsAddress(type, email));
    if (rows.length > 0)
      held.push({ type: type.name, label: type.label, rows: JSON.parse(JSON.stringify(rows)) });
  }
  return held;
}

/** What an erasure of content removed, and what to do once it has committed. */
export interface ErasedContent {
  rows: number;
  /** The uploads the rows (and their revisions) held: released after the commit. */
  uploads: string[];
  tags: CacheTag[];
}

/**
 * Deletes the declared rows holding `email`, or those retained from before `before` (only types
 * that declare `retainedFrom`), with their revisions; call `afterContentErased` after the commit.
 */
export async function deleteContentWhere(
  writer: DatabaseWriter,
  condition: { email: string } | { before: Date },
): Promise<ErasedContent> {
  const erased: ErasedContent = { rows: 0, uploads: [], tags: [] };
  for (const type of personalTypes()) {
    const { retainedFrom } = type.personalData;
    const where =
      'email' in condition
        ? holdsAddress(type, condition.email)
        : retainedFrom && sql`${column(type, retainedFrom)} < ${condition.before}`;
    if (!where) continue;
    const ids = (await writer.select({ id: type.table.id }).from(type.table).where(where)).map(
      (row) => row.id as string,
    );
    if (ids.length === 0) continue;
    for (const id of ids) {
      erased.uploads.push(...(await uploadsOfItem(writer, type.table, id)));
      await deleteHistoryOf(writer, type.name, id);
    }
    await writer.delete(type.table).where(inArray(type.table.id, ids));
    erased.rows += ids.length;
    erased.tags.push(...(type.cacheTags as CacheTag[]));
  }
  return erased;
}

/** After the erasure committed: the uploads nothing else shows go, the public pages refresh. */
export async function afterContentErased(erased: ErasedContent): Promise<void> {
  await releaseUploads(...erased.uploads);
  if (erased.tags.length > 0) invalidateOutsideRequest(...new Set(erased.tags));
}

/** The distinct addresses (lower-cased) the declared types hold, for the erasure journal's replay. */
export async function contentAddresses(writer: DatabaseWriter): Promise<string[]> {
  const addresses = new Set<string>();
  for (const type of personalTypes()) {
    const email = column(type, type.personalData.email);
    const rows = await writer
      .select({ email: sql<string>`lower(${email})` })
      .from(type.table)
      .where(sql`${email} is not null`);
    for (const row of rows) addresses.add(row.email);
  }
  return [...addresses];
}

import 'server-only';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Database } from './db/client';
import { shareInvalidation, UPLOAD_TAG_PREFIX } from './invalidation';
import { dropOptimizedImages } from './optimized-images';
import { isKeptInLibrary, removeMediaItem } from './media-items';
import { getStorage, storedObject } from './storage/get-storage';
import { LOCAL_MEDIA_BASE } from './storage/local-storage';
import { BUCKETS, CONTENT_TYPES } from './storage/storage';
import { uploadReferences, type UploadReference } from './upload-references';
import { log } from '@/lib/server/log';

// Uploads that go away: after a change that dropped upload URLs (a deletion, a replaced or cleared
// image) has committed, each one that no registered place refers to any more
// (src/lib/server/upload-references.ts) is removed from storage and its optimized sizes are
// dropped, here at once and on every other instance through the shared invalidations
// (docs/operations.md). A URL still referenced (a revision, a post body) is kept.

type Reader = Pick<Database, 'execute' | 'select'>;

/** `/{bucket}/{key}`: what every URL form of one stored object ends with (/media or the bucket's). */
export function objectPath(url: string): string | null {
  const object = storedObject(url);
  return object ? `/${object.bucket}/${object.key}` : null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The upload URLs written anywhere in a text (a rich-text body, a JSON snapshot). */
export function uploadUrlsIn(text: string): string[] {
  const bases = [...new Set([getStorage().publicBase, LOCAL_MEDIA_BASE])].map(escape).join('|');
  const extensions = Object.keys(CONTENT_TYPES).join('|');
  const pattern = new RegExp(
    `(?<![\\w.:/-])(?:${bases})/(?:${BUCKETS.join('|')})/(?:[a-z0-9_-]+/)*[a-z0-9_-]+\\.(?:${extensions})\\b`,
    'g',
  );
  return text.match(pattern) ?? [];
}

/** Whether a registered place still refers to the object behind `url` (by any of its URL forms). */
export async function isUploadReferenced(db: Reader, url: string): Promise<boolean> {
  const path = objectPath(url);
  if (!path) return true; // not one of ours: never removed
  const checks = uploadReferences().map(
    ({ table, column }) => sql`exists (select 1 from ${table} where strpos(${column}::text, ${path}) > 0)`,
  );
  const { rows } = await db.execute<{ referenced: boolean }>(
    sql`select (${sql.join(checks, sql` or `)}) as referenced`,
  );
  return rows[0]?.referenced === true;
}

/**
 * The upload URLs an item holds: in its own registered columns and in the rows deleted with it
 * (its revisions, its autosave). Read them in the deleting transaction, before the delete.
 */
export async function uploadsOfItem(db: Reader, table: PgTable, id: string): Promise<string[]> {
  const name = getTableName(table);
  const found: string[] = [];
  for (const reference of uploadReferences()) {
    const ownColumns = getTableColumns(reference.table) as Record<string, PgColumn>;
    const where =
      getTableName(reference.table) === name
        ? eq(ownColumns.id!, id)
        : reference.ownedBy?.({ table: name, id });
    if (!where) continue;
    const rows = await db
      .select({ value: sql<string | null>`${reference.column}::text` })
      .from(reference.table)
      .where(where);
    for (const { value } of rows) if (value) found.push(...urlsHeld(reference, value));
  }
  return [...new Set(found)];
}

function urlsHeld(reference: UploadReference, value: string): string[] {
  return reference.holds === 'url' ? [value] : uploadUrlsIn(value);
}

/**
 * Drops an upload's optimized sizes here at once, and on the other instances through the database
 * (its file was removed, or replaced under the same key).
 */
export function forgetOptimizedSizes(url: string) {
  dropOptimizedImages([url]);
  shareInvalidation([`${UPLOAD_TAG_PREFIX}${url}`]);
}

/**
 * Removes each upload that nothing refers to any more, after the change that dropped it has
 * committed. Failures are logged, not thrown: the change itself is done.
 */
export async function releaseUploads(...urls: (string | null | undefined)[]): Promise<void> {
  const storage = getStorage();
  const unique = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  await Promise.all(
    unique.map(async (url) => {
      try {
        const object = storedObject(url, storage);
        if (!object || (await isUploadReferenced(getDb(), url))) return;
        // Uploaded to the library, or 'Manter na biblioteca': it stays, as 'Não usada'.
        if (await isKeptInLibrary(getDb(), object)) return;
        await storage.remove(object.bucket, object.key);
        await removeMediaItem(getDb(), object);
        forgetOptimizedSizes(url);
      } catch (error) {
        log.error({ err: error, url }, 'could not release an upload');
      }
    }),
  );
}

/** Whether the registry lists this column (content tables check their image columns at start). */
export function isRegisteredUploadColumn(table: PgTable, column: PgColumn): boolean {
  return uploadReferences().some((reference) => reference.table === table && reference.column === column);
}

import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { administrators, autosaves, contentRevisions } from '@/db/schema';
import { getDb, type Database, type Transaction } from './db/client';

// Revisions of content items and the files they keep (issue 22, ADR 0015). A revision is written
// in the transaction of the save it records; deleting an item deletes its revisions. Stored files
// are referenced by items, revisions and autosaved copies: `referencedUploads` answers which of
// some URLs something still refers to, so a replaced or deleted file is removed only when nothing
// does (the view upload_references lists every reference of revisions and autosaves).

type Writer = Pick<Database, 'insert' | 'delete'>;

export interface RevisionInput {
  entity: string;
  entityId: string;
  version: number;
  /** Every column of the row as saved, by column name. */
  fields: Record<string, unknown>;
  uploads: string[];
  createdBy: string | null;
}

export async function recordRevision(db: Writer, revision: RevisionInput): Promise<void> {
  await db.insert(contentRevisions).values(revision);
}

export interface RevisionSummary {
  id: string;
  version: number;
  createdAt: Date;
  /** Who saved it; null when no one is known or the user was removed. */
  createdByEmail: string | null;
}

/** The revisions of an item, newest first. */
export async function listRevisions(entity: string, entityId: string): Promise<RevisionSummary[]> {
  return getDb()
    .select({
      id: contentRevisions.id,
      version: contentRevisions.version,
      createdAt: contentRevisions.createdAt,
      createdByEmail: administrators.email,
    })
    .from(contentRevisions)
    .leftJoin(administrators, eq(administrators.id, contentRevisions.createdBy))
    .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.version));
}

/** One revision of the entity's items, or undefined. */
export async function findRevision(entity: string, id: string) {
  const [row] = await getDb()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.id, id)));
  return row;
}

/**
 * Deletes an item's revisions and its autosaved copies (with the item, in its transaction); returns
 * the files they referred to, for the caller to remove once nothing else refers to them.
 */
export async function deleteHistoryOf(tx: Transaction, entity: string, entityId: string): Promise<string[]> {
  const revisions = await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId)))
    .returning({ uploads: contentRevisions.uploads });
  const copies = await tx
    .delete(autosaves)
    .where(and(eq(autosaves.entity, entity), eq(autosaves.entityId, entityId)))
    .returning({ uploads: autosaves.uploads });
  return [...new Set([...revisions, ...copies].flatMap((row) => row.uploads))];
}

/**
 * Which of these stored files' URLs a revision or an autosaved copy refers to (the question the
 * upload clean-up asks before removing a file). Without URLs: every referenced file.
 */
export async function referencedUploads(urls?: readonly string[]): Promise<Set<string>> {
  if (urls && urls.length === 0) return new Set();
  const rows = await getDb().execute<{ url: string }>(
    urls
      ? sql`select distinct url from upload_references where url in (${sql.join(
          urls.map((url) => sql`${url}`),
          sql`, `,
        )})`
      : sql`select distinct url from upload_references`,
  );
  return new Set(rows.rows.map((row) => row.url));
}

/** The URLs among these that nothing in `referenced` holds, without empties and duplicates. */
export async function unreferenced(urls: readonly (string | null | undefined)[]): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  const referenced = await referencedUploads(candidates);
  return candidates.filter((url) => !referenced.has(url));
}

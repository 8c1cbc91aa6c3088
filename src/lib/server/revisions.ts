import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { administrators, autosaves, contentRevisions } from '@/db/schema';
import { getDb, type Database } from './db/client';

// Revisions of content items (issue 22, ADR 0015). A revision is written in the transaction of the
// save it records; deleting an item deletes its revisions. The uploads a revision's fields name stay
// stored while it exists: content_revisions.fields is in the registry of upload-references.ts, so
// a replaced image is released only when no revision (and no autosaved copy) shows it any more.

type Writer = Pick<Database, 'insert'>;

export interface RevisionInput {
  entity: string;
  entityId: string;
  version: number;
  /** Every column of the row as saved, by column name. */
  fields: Record<string, unknown>;
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

/** Deletes an item's revisions and its autosaved copies (with the item, in its transaction). */
export async function deleteHistoryOf(
  tx: Pick<Database, 'delete'>,
  entity: string,
  entityId: string,
): Promise<void> {
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.entity, entity), eq(contentRevisions.entityId, entityId)));
  await tx.delete(autosaves).where(and(eq(autosaves.entity, entity), eq(autosaves.entityId, entityId)));
}

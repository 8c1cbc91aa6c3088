import 'server-only';
import { contentTypes } from '@/content-types';
import { isUuid } from '@/lib/shared/uuid';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { autosaves, contentRevisions } from '@/db/schema';

// Every place that may keep an upload's URL, in one list: each content type's image and rich-text
// columns (its declaration, src/content-types.ts), then the places that are not a type's. An upload is deleted only when none of
// them refers to it any more (src/lib/server/upload-release.ts), so a feature that keeps upload
// URLs anywhere new (a revision, an autosave, a rich-text body) adds its entry here, and nothing
// else: deletions and replacements everywhere then keep what it still shows.
//
// Copying a URL from one row into another (restoring a revision, an autosave keeping the image)
// reads the source row FOR SHARE in the transaction that writes the copy: the release of that
// upload happens after the source's change commits, so it then sees the copy.

export interface UploadReference {
  table: PgTable;
  column: PgColumn;
  /**
   * 'url': the column holds one upload's URL, or null (an image column).
   * 'text': any number of upload URLs anywhere in its text or jsonb (a body, a snapshot).
   */
  holds: 'url' | 'text';
  /**
   * For rows deleted together with an item of another table (its revisions, its autosave): the
   * condition selecting this entry's rows that belong to item `id` of the table named `table`, or
   * undefined when that table's items have none. Their uploads are released with the item.
   */
  ownedBy?: (item: { table: string; id: string }) => SQL | undefined;
  /**
   * For rows that belong to an item of another table: the columns naming that item (its table's
   * name and its id), and what such a row is to it, as the media library's 'Onde é usada' says it.
   */
  owner?: { entity: PgColumn; entityId: PgColumn; as: string };
}

const imageColumn = (table: PgTable, column: PgColumn): UploadReference => ({ table, column, holds: 'url' });

/** Every place that may keep an upload's URL (see the top of this file). */
export function uploadReferences(): readonly UploadReference[] {
  const declared = contentTypes().flatMap((type): UploadReference[] => [
    ...type.imageColumns.map(({ column }) => imageColumn(type.table, column)),
    ...(type.richText ?? []).map((property): UploadReference => {
      const column = (type.table as unknown as Record<string, PgColumn>)[property]!;
      return { table: type.table, column, holds: 'text' };
    }),
  ]);
  return [...declared, ...OTHER_UPLOAD_REFERENCES];
}

export const OTHER_UPLOAD_REFERENCES: readonly UploadReference[] = [
  // Revisions keep every field of an item as saved, autosaved copies what an editor typed (issue
  // 22): the images they name stay while they exist, and go with their item.
  {
    table: contentRevisions,
    column: contentRevisions.fields,
    holds: 'text',
    ownedBy: ({ table, id }) =>
      isUuid(id) ? and(eq(contentRevisions.entity, table), eq(contentRevisions.entityId, id)) : undefined,
    owner: { entity: contentRevisions.entity, entityId: contentRevisions.entityId, as: 'revisão' },
  },
  {
    table: autosaves,
    column: autosaves.fields,
    holds: 'text',
    ownedBy: ({ table, id }) => and(eq(autosaves.entity, table), eq(autosaves.entityId, id)),
    owner: { entity: autosaves.entity, entityId: autosaves.entityId, as: 'rascunho' },
  },
];

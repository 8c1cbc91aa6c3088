import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  backgroundImages,
  blogPosts,
  clientLogos,
  logos,
  news,
  photos,
  successCases,
  tips,
} from '@/db/schema';

// Every place that may keep an upload's URL, in one list. An upload is deleted only when none of
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
}

const imageColumn = (table: PgTable, column: PgColumn): UploadReference => ({ table, column, holds: 'url' });

export const UPLOAD_REFERENCES: readonly UploadReference[] = [
  imageColumn(news, news.imageUrl),
  imageColumn(blogPosts, blogPosts.imageUrl),
  imageColumn(tips, tips.imageUrl),
  imageColumn(tips, tips.authorPhotoUrl),
  imageColumn(successCases, successCases.imageUrl),
  imageColumn(clientLogos, clientLogos.url),
  imageColumn(logos, logos.url),
  imageColumn(photos, photos.url),
  imageColumn(backgroundImages, backgroundImages.url),
];

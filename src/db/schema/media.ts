import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_LIMITS, MEDIA_LIMITS as M } from './limits';

// The media library (issue 33): one item per stored upload, found by its object (bucket and key),
// which every URL form of the file names (/media/… or the S3 bucket's address). Rows keep the
// upload's URL as they did; the item holds what is true of the file wherever it is shown.

export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: varchar('bucket', { length: M.bucket }).notNull(),
    key: varchar('key', { length: M.key }).notNull(),
    /** As uploaded; null for a file catalogued from storage, whose name was not kept. */
    fileName: varchar('file_name', { length: M.fileName }),
    /** The stored bytes' SHA-256 (hex): the same file uploaded again is offered as this item. */
    sha256: char('sha256', { length: 64 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: varchar('content_type', { length: M.contentType }).notNull(),
    altPt: varchar('alt_pt', { length: M.alt }),
    altEn: varchar('alt_en', { length: M.alt }),
    /** 'Imagem decorativa': shown with alt="" and needs no description. */
    decorative: boolean('decorative').notNull().default(false),
    /** The focal point, in percent of the width and height from the top left. */
    focalX: smallint('focal_x').notNull().default(50),
    focalY: smallint('focal_y').notNull().default(50),
    /** Uploaded to the library, or 'Manter na biblioteca': stays when nothing shows it. */
    kept: boolean('kept').notNull().default(false),
    /** The administrator's id, without a foreign key (like the activity log): it outlives the user. */
    uploadedBy: varchar('uploaded_by', { length: ACTIVITY_LIMITS.actorId }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_items_object_idx').on(t.bucket, t.key),
    index('media_items_sha256_idx').on(t.sha256),
    index('media_items_created_at_idx').on(t.createdAt),
    check('media_items_focal_check', sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
    check('media_items_size_check', sql`${t.bytes} >= 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** The one-time catalogue of the files stored before the library (a row once it has finished). */
export const mediaCatalogueRuns = pgTable('media_catalogue_runs', {
  id: smallint('id').primaryKey().default(1),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  items: integer('items').notNull(),
});

import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contentTypes } from '@/content-types';
import { mediaCatalogueRuns, mediaItems } from '@/db/schema';
import type { Database } from '@/lib/server/db/client';
import { getDb } from '@/lib/server/db/client';
import { enqueue } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import { addMediaItem, describeIfUndescribed } from '@/lib/server/media-items';
import { getStorage } from '@/lib/server/storage/get-storage';
import type { Bucket, Storage } from '@/lib/server/storage/storage';

// Every stored upload is an item of the media library (issue 33). The files stored before the
// library existed are catalogued once, by a job the start-up queues until the catalogue has
// finished (SQL migrations cannot read the files): each run reads the storage's listing, describes
// up to CATALOGUE_BATCH files that have no item yet (their hash, size and dimensions), and queues
// the next run while some are left. A run cut short leaves the items it added; the next one goes
// on from there, so the catalogue resumes wherever it was interrupted.

export const CATALOGUE_MEDIA_TASK = 'catalogue_media';
/** Files described per run of the job. */
export const CATALOGUE_BATCH = 200;

/** How many objects are looked up in the database at once while the listing is read. */
const LOOKUP_CHUNK = 500;

/**
 * Adds an item for up to `batch` stored files that have none. Answers how many it added and
 * whether every stored file now has its item.
 */
export async function catalogueStoredFiles(
  db: Database,
  storage: Storage = getStorage(),
  batch = CATALOGUE_BATCH,
): Promise<{ added: number; finished: boolean }> {
  let added = 0;
  let chunk: { bucket: Bucket; key: string }[] = [];

  /** Describes the chunk's files that have no item; false once the batch is full. */
  const flush = async (): Promise<boolean> => {
    const objects = chunk;
    chunk = [];
    for (const bucket of new Set(objects.map((object) => object.bucket))) {
      const keys = objects.filter((object) => object.bucket === bucket).map((object) => object.key);
      const known = new Set(
        (
          await db
            .select({ key: mediaItems.key })
            .from(mediaItems)
            .where(and(eq(mediaItems.bucket, bucket), inArray(mediaItems.key, keys)))
        ).map((row) => row.key),
      );
      for (const key of keys) {
        if (known.has(key)) continue;
        if (added >= batch) return false;
        const stored = await storage.get(bucket, key);
        const result = stored ? await addMediaItem(db, { bucket, key, body: stored.body }) : 'not-an-image';
        if (result === 'added') added += 1;
        if (result === 'not-an-image')
          log.warn(
            { bucket, key },
            'a stored file that is not a readable image was left out of the media library',
          );
      }
    }
    return true;
  };

  for await (const object of storage.list()) {
    chunk.push(object);
    if (chunk.length >= LOOKUP_CHUNK && !(await flush())) return { added, finished: false };
  }
  if (!(await flush())) return { added, finished: false };
  return { added, finished: true };
}

/** The catalogued images that a row's own text describes (a photo's description) get it as alt text. */
async function describeFromRows(db: Database): Promise<void> {
  for (const type of contentTypes())
    for (const { property, column, rule } of type.imageColumns) {
      if (!rule.altFrom) continue;
      const table = type.table as unknown as Record<string, PgColumn>;
      const rows = await db
        .select({ url: column, text: table[rule.altFrom]! })
        .from(type.table)
        .where(isNotNull(column));
      for (const row of rows) await describeIfUndescribed(db, row.url as string, row.text);
      log.info(
        { type: type.name, image: property, rows: rows.length },
        'media library: descriptions read from rows',
      );
    }
}

/** Whether the one-time catalogue has finished. */
async function catalogueFinished(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: mediaCatalogueRuns.id }).from(mediaCatalogueRuns);
  return Boolean(row);
}

const CATALOGUE_JOB_KEY = CATALOGUE_MEDIA_TASK;

/** Queues the catalogue's next run unless it has finished (start-up, and each run that left some). */
export async function queueMediaCatalogue(db: Database): Promise<void> {
  if (await catalogueFinished(db)) return;
  await enqueue(db, CATALOGUE_MEDIA_TASK, {}, { key: CATALOGUE_JOB_KEY });
}

/** The job: one batch, then the next run, or the mark that the catalogue has finished. */
export async function runMediaCatalogue(db: Database = getDb(), storage: Storage = getStorage()) {
  if (await catalogueFinished(db)) return;
  const { added, finished } = await catalogueStoredFiles(db, storage);
  if (!finished) {
    log.info({ added }, 'media library: stored files catalogued, more to go');
    await enqueue(db, CATALOGUE_MEDIA_TASK, {}, { key: CATALOGUE_JOB_KEY });
    return;
  }
  await describeFromRows(db);
  const [counted] = await db.select({ items: sql<number>`count(*)::int` }).from(mediaItems);
  const items = counted?.items ?? 0;
  await db.insert(mediaCatalogueRuns).values({ items }).onConflictDoNothing();
  log.info({ added, items }, 'media library: every stored file is catalogued');
}

export const mediaCatalogueTask = {
  task: CATALOGUE_MEDIA_TASK,
  run: () => runMediaCatalogue(),
};

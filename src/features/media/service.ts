import 'server-only';
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { administrators, mediaItems } from '@/db/schema';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import type { FormInput } from '@/lib/shared/form-data';
import { isUuid } from '@/lib/shared/uuid';
import { recordActivity, tableActivity } from '@/lib/server/activity';
import { invalidate, type CacheTag } from '@/lib/server/cache';
import { getDb } from '@/lib/server/db/client';
import { describeFile, findMediaItem, isUndescribed, removeMediaItem } from '@/lib/server/media-items';
import { getStorage } from '@/lib/server/storage/get-storage';
import { contentTypeOf, type Bucket } from '@/lib/server/storage/storage';
import { forgetOptimizedSizes } from '@/lib/server/upload-release';
import { checkImage, storeImage } from '@/lib/server/uploads';
import {
  LIBRARY_MAX_BYTES,
  MEDIA_MESSAGES as M,
  MEDIA_PAGE_SIZE,
  mediaItemSchema,
  type MediaItemView,
  type MediaPage,
  type MediaQuery,
  type MediaUsage,
} from './schema';
import { everyPathInUse, pathsInUse, tagsShowing, tightestLimitFor, usagesOf } from './usage';

// The media library (/admin/midia, issue 33): every stored upload is an item (src/lib/server/
// media-items.ts adds and removes them with their files); here the library lists and searches them,
// takes files of its own (the same bytes twice are the existing item), describes and frames them,
// replaces an item's file under its own address, and deletes the ones nothing shows.

const PERMISSION = 'media.manage';
const FILE_FIELD = 'file';
const entry = tableActivity('media_items');
/** What every write renews: the public pages read descriptions and focal points through this tag. */
const MEDIA_TAG: CacheTag = 'media_items';

type Item = typeof mediaItems.$inferSelect;

const pathOf = (item: Pick<Item, 'bucket' | 'key'>) => `/${item.bucket}/${item.key}`;
const urlOf = (item: Pick<Item, 'bucket' | 'key'>) => getStorage().publicUrl(item.bucket as Bucket, item.key);

function view(item: Item & { uploader: string | null }, used: boolean): MediaItemView {
  return {
    id: item.id,
    url: urlOf(item),
    bucket: item.bucket as MediaItemView['bucket'],
    fileName: item.fileName,
    bytes: item.bytes,
    width: item.width,
    height: item.height,
    altPt: item.altPt,
    altEn: item.altEn,
    decorative: item.decorative,
    focalX: item.focalX,
    focalY: item.focalY,
    kept: item.kept,
    createdAt: item.createdAt.toISOString(),
    uploadedBy: item.uploader,
    used,
  };
}

/** An item's columns and its uploader's e-mail. */
const withUploader = { ...getTableColumns(mediaItems), uploader: administrators.email };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The library's page: newest first, searched by file name and description, filtered. */
export async function listMedia(actor: Actor | null, query: MediaQuery): Promise<MediaPage> {
  requirePermission(actor, PERMISSION);
  const db = getDb();
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(mediaItems.fileName, pattern),
        ilike(mediaItems.altPt, pattern),
        ilike(mediaItems.altEn, pattern),
      ),
    );
  }
  if (query.tipo) conditions.push(eq(mediaItems.bucket, query.tipo));
  if (query.filtro === 'sem-alt') conditions.push(isUndescribed);
  if (query.filtro === 'nao-usada') {
    const used = [...(await everyPathInUse(db))];
    if (used.length > 0)
      conditions.push(
        sql`('/' || ${mediaItems.bucket} || '/' || ${mediaItems.key}) <> all(${sql`array[${sql.join(
          used.map((path) => sql`${path}`),
          sql`, `,
        )}]::text[]`})`,
      );
  }
  const where = and(...conditions);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(mediaItems).where(where),
    db
      .select(withUploader)
      .from(mediaItems)
      .leftJoin(administrators, eq(administrators.id, mediaItems.uploadedBy))
      .where(where)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((query.pagina - 1) * MEDIA_PAGE_SIZE),
  ]);
  const total = counted?.total ?? 0;
  const used = query.filtro === 'nao-usada' ? new Set<string>() : await pathsInUse(db, rows.map(pathOf));
  return {
    items: rows.map((row) => view(row, used.has(pathOf(row)))),
    total,
    page: query.pagina,
    pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
  };
}

async function find(id: string): Promise<Item & { uploader: string | null }> {
  if (!isUuid(id)) throw new UserError(M.notFound);
  const [row] = await getDb()
    .select(withUploader)
    .from(mediaItems)
    .leftJoin(administrators, eq(administrators.id, mediaItems.uploadedBy))
    .where(eq(mediaItems.id, id));
  if (!row) throw new UserError(M.notFound);
  return row;
}

/** One item with 'Onde é usada'. */
export async function getMediaItem(
  actor: Actor | null,
  id: string,
): Promise<{ item: MediaItemView; usages: MediaUsage[] }> {
  requirePermission(actor, PERMISSION);
  const item = await find(id);
  const usages = await usagesOf(getDb(), urlOf(item));
  return { item: view(item, usages.length > 0), usages };
}

/**
 * A file sent to the library itself (drag and drop or 'Escolher arquivos'): checked like every
 * upload (size, pixels, re-encoded, no metadata) and kept in the library when nothing shows it.
 * The same bytes already stored are answered as that item (kept from now on) instead of a copy.
 */
export async function uploadToLibrary(
  actor: Actor | null,
  input: FormInput,
): Promise<{ item: MediaItemView; existing: boolean }> {
  const by = requirePermission(actor, PERMISSION);
  const image = (await checkImage(input[FILE_FIELD], {
    field: FILE_FIELD,
    bucket: 'library',
    maxBytes: LIBRARY_MAX_BYTES,
    tooLargeMessage: M.tooLarge,
    requiredMessage: 'Selecione um arquivo primeiro',
  }))!;
  const facts = await describeFile(image.body, image.key);
  const db = getDb();
  const [same] = facts
    ? await db
        .update(mediaItems)
        .set({ kept: true })
        .where(
          eq(
            mediaItems.id,
            sql`(select ${mediaItems.id} from ${mediaItems} where ${mediaItems.sha256} = ${facts.sha256}
                 order by ${mediaItems.createdAt} limit 1)`,
          ),
        )
        .returning({ id: mediaItems.id })
    : [];
  if (same) return { item: (await getMediaItem(by, same.id)).item, existing: true };
  await storeImage(image, by.userId, true);
  const object = { bucket: image.rule.bucket, key: image.key };
  const stored = await findMediaItem(db, object);
  await recordActivity(db, entry('create', stored!.id, { actorId: by.userId }));
  invalidate(MEDIA_TAG);
  return { item: view({ ...stored!, uploader: by.email }, false), existing: false };
}

/** Renews the pages that show the item: its descriptions and framing are read through MEDIA_TAG. */
async function renewPagesShowing(url: string) {
  const tags = await tagsShowing(getDb(), url);
  invalidate(MEDIA_TAG, ...(tags as CacheTag[]));
}

/** Its descriptions (per language), 'Imagem decorativa' and focal point. */
export async function updateMediaItem(
  actor: Actor | null,
  id: string,
  input: FormInput,
): Promise<MediaItemView> {
  const by = requirePermission(actor, PERMISSION);
  const values = parseInput(mediaItemSchema, input);
  const item = await find(id);
  const [saved] = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(mediaItems)
      .set({
        altPt: values.alt_pt || null,
        altEn: values.alt_en || null,
        decorative: values.decorative,
        kept: values.kept,
        focalX: values.focal_x,
        focalY: values.focal_y,
      })
      .where(eq(mediaItems.id, id))
      .returning();
    await recordActivity(tx, entry('update', id, { actorId: by.userId }));
    return rows;
  });
  if (!saved) throw new UserError(M.notFound);
  await renewPagesShowing(urlOf(item));
  return view({ ...saved, uploader: item.uploader }, false);
}

/** The sharp format a stored key's extension names (the replacement is written in it). */
function formatOf(key: string): 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' {
  const type = contentTypeOf(key) ?? 'image/jpeg';
  return type.slice('image/'.length) as 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
}

/**
 * 'Substituir arquivo': the new file, checked like every upload and held to the tightest limit of
 * the fields that show the item (a 2 MB logo's), is written under the item's own address in the
 * item's format, so every reference shows it with nothing changed; the optimized sizes are dropped
 * on every instance and the pages that show it are renewed (browsers keep an upload a minute at
 * most: UPLOAD_CACHE_CONTROL).
 */
export async function replaceMediaFile(
  actor: Actor | null,
  id: string,
  input: FormInput,
): Promise<MediaItemView> {
  const by = requirePermission(actor, PERMISSION);
  const item = await find(id);
  const url = urlOf(item);
  const limit = await tightestLimitFor(getDb(), url);
  const image = (await checkImage(input[FILE_FIELD], {
    field: FILE_FIELD,
    bucket: item.bucket as Bucket,
    maxBytes: Math.min(limit?.maxBytes ?? LIBRARY_MAX_BYTES, LIBRARY_MAX_BYTES),
    tooLargeMessage: limit?.tooLargeMessage ?? M.tooLarge,
    requiredMessage: 'Selecione um arquivo primeiro',
  }))!;
  const format = formatOf(item.key);
  const body = await sharp(image.body, { animated: true }).toFormat(format).toBuffer();
  const facts = await describeFile(body, item.key);
  if (!facts) throw new UserError(M.notFound);
  await getStorage().put(item.bucket as Bucket, item.key, body);
  const [saved] = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(mediaItems)
      .set({ ...facts, fileName: image.fileName })
      .where(eq(mediaItems.id, id))
      .returning();
    await recordActivity(tx, {
      ...entry('update', id, { actorId: by.userId }),
      detail: 'Substituir arquivo',
    });
    return rows;
  });
  forgetOptimizedSizes(url);
  await renewPagesShowing(url);
  return view({ ...saved!, uploader: item.uploader }, true);
}

/**
 * Deletes the items with every size, when nothing shows them; one that is shown refuses the whole
 * deletion with where ('Esta imagem está em uso em: …').
 */
export async function deleteMediaItems(actor: Actor | null, ids: readonly string[]): Promise<void> {
  const by = requirePermission(actor, PERMISSION);
  const valid = ids.filter(isUuid);
  if (valid.length === 0) throw new UserError(M.notFound);
  const db = getDb();
  const items = await db.select().from(mediaItems).where(inArray(mediaItems.id, valid));
  if (items.length === 0) throw new UserError(M.notFound);
  const refusals: string[] = [];
  for (const item of items) {
    const usages = await usagesOf(db, urlOf(item));
    if (usages.length === 0) continue;
    const message = M.inUse(usages.map((usage) => usage.label));
    refusals.push(items.length > 1 ? `${item.fileName ?? item.key}: ${message}` : message);
  }
  if (refusals.length > 0) throw new UserError(refusals.join(' '));
  for (const item of items) {
    const object = { bucket: item.bucket as Bucket, key: item.key };
    await getStorage().remove(object.bucket, object.key);
    await removeMediaItem(db, object);
    await recordActivity(db, entry('delete', item.id, { actorId: by.userId }));
    forgetOptimizedSizes(urlOf(item));
  }
  invalidate(MEDIA_TAG);
}

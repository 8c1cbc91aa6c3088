import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentTypeNamed, contentTypes } from '@/content-types';
import { EDIT_PARAM } from '@/lib/shared/admin-links';
import type { ContentType, ImageDeclaration } from '@/lib/shared/content-type';
import type { Database } from '@/lib/server/db/client';
import { uploadReferences, type UploadReference } from '@/lib/server/upload-references';
import { objectPath, uploadUrlsIn } from '@/lib/server/upload-release';
import type { MediaUsage } from './schema';

// Where the library's images are shown ('Onde é usada', issue 33), read from the one registry of
// the places that keep upload URLs (src/lib/server/upload-references.ts, derived from the content
// types' declarations): an item's image column or rich text, and the rows that belong to an item
// (its revisions, its drafts). An object is named by its path, `/{bucket}/{key}`, which every URL
// form of it ends with.

type Reader = Pick<Database, 'execute' | 'select' | 'selectDistinct'>;
type Row = Record<string, unknown> & { id?: unknown };

/** An item's name as the lists show it: its title, a client's name, a person's name and company, or its label. */
function itemName(row: Row | undefined, type: ContentType): string {
  if (!row) return type.label;
  if (typeof row.title === 'string' && row.title) return row.title;
  if (typeof row.clientName === 'string' && row.clientName) return row.clientName;
  const name = [row.name, row.company].filter((part) => typeof part === 'string' && part).join(' — ');
  return name || type.label;
}

const screenOf = (type: ContentType) => type.admin.nav ?? type.messages.screenTitle;
const editorOf = (type: ContentType, id: string) =>
  id ? `${type.admin.path}?${EDIT_PARAM}=${id}` : type.admin.path;

const contains = (column: PgColumn, path: string) => sql`strpos(${column}::text, ${path}) > 0`;

/** A place found holding the object: the item it belongs to and how. */
interface Place {
  type: ContentType;
  id: string;
  /** '' for the item itself; 'revisão', 'rascunho' for a row that belongs to it. */
  as: string;
  /** The image field it fills, when it is an image column of the item itself. */
  rule?: ImageDeclaration;
}

async function placesOf(db: Reader, reference: UploadReference, path: string): Promise<Place[]> {
  const { table, column, owner } = reference;
  if (owner) {
    const rows = await db
      .selectDistinct({ entity: sql<string>`${owner.entity}`, id: sql<string>`${owner.entityId}::text` })
      .from(table)
      .where(contains(column, path));
    return rows.flatMap(({ entity, id }) => {
      const type = contentTypeNamed(entity);
      return type ? [{ type, id, as: owner.as }] : [];
    });
  }
  const type = contentTypes().find((declared) => declared.table === table);
  if (!type) return [];
  const rows = await db
    .select({ id: sql<string>`${(table as PgTable & { id: PgColumn }).id}::text` })
    .from(table)
    .where(contains(column, path));
  const rule = type.imageColumns.find((image) => image.column === column)?.rule;
  return rows.map(({ id }) => ({ type, id, as: '', rule }));
}

/** The places that show the object at `url` (none for a URL that is not one of ours). */
async function placesShowing(db: Reader, url: string): Promise<Place[]> {
  const path = objectPath(url);
  if (!path) return [];
  const found = await Promise.all(uploadReferences().map((reference) => placesOf(db, reference, path)));
  return found.flat();
}

/** The rows named by the places, by type, to name them. */
async function rowsOf(db: Reader, places: Place[]): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>();
  for (const type of new Set(places.map((place) => place.type))) {
    const table = type.table as PgTable & { id: PgColumn };
    const ids = [...new Set(places.filter((place) => place.type === type).map((place) => place.id))].filter(
      Boolean,
    );
    if (ids.length === 0) continue;
    const found = (await db
      .select()
      .from(table)
      .where(inArray(sql`${table.id}::text`, ids))) as Row[];
    for (const row of found) rows.set(`${type.name}:${String(row.id)}`, row);
  }
  return rows;
}

/**
 * 'Onde é usada': each item that shows the image, and each revision or draft of an item that
 * holds it, linked to the item's editor ('Notícias: Reforma tributária', 'Blog: Título (revisão)').
 */
export async function usagesOf(db: Reader, url: string): Promise<MediaUsage[]> {
  const places = await placesShowing(db, url);
  const rows = await rowsOf(db, places);
  const seen = new Set<string>();
  const usages: MediaUsage[] = [];
  for (const place of places) {
    const row = rows.get(`${place.type.name}:${place.id}`);
    const name = place.id ? itemName(row, place.type) : 'novo item';
    const label = `${screenOf(place.type)}: ${name}${place.as ? ` (${place.as})` : ''}`;
    if (seen.has(label)) continue;
    seen.add(label);
    usages.push({ label, href: editorOf(place.type, row ? place.id : '') });
  }
  return usages;
}

/** The smallest limit among the image fields the object fills (a replacement must fit every one). */
export async function tightestLimitFor(db: Reader, url: string): Promise<ImageDeclaration | undefined> {
  const rules = (await placesShowing(db, url)).flatMap((place) => (place.rule ? [place.rule] : []));
  return rules.sort((a, b) => a.maxBytes - b.maxBytes)[0];
}

/** Of these object paths, the ones some registered place shows (one query per place). */
export async function pathsInUse(db: Reader, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const list = sql`unnest(array[${sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  )}]::text[])`;
  const found = await Promise.all(
    uploadReferences().map(async ({ table, column }) => {
      const { rows } = await db.execute<{ path: string }>(
        sql`select p.path from ${list} as p(path)
            where exists (select 1 from ${table} where strpos(${column}::text, p.path) > 0)`,
      );
      return rows.map((row) => row.path);
    }),
  );
  return new Set(found.flat());
}

/** Every object path any registered place shows (for the 'Não usada' filter). */
export async function everyPathInUse(db: Reader): Promise<Set<string>> {
  const used = new Set<string>();
  for (const { table, column, holds } of uploadReferences()) {
    const { rows } = await db.execute<{ value: string }>(
      sql`select distinct ${column}::text as value from ${table} where ${column} is not null`,
    );
    for (const { value } of rows)
      for (const url of holds === 'url' ? [value] : uploadUrlsIn(value)) {
        const path = objectPath(url);
        if (path) used.add(path);
      }
  }
  return used;
}

/** The cache tags of the types whose items show the object (to renew their pages). */
export async function tagsShowing(db: Reader, url: string): Promise<string[]> {
  const places = await placesShowing(db, url);
  return [...new Set(places.flatMap((place) => place.type.cacheTags))];
}

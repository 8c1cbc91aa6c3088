import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { UserError } from './action-result';
import { invalidate, type CacheTag } from './cache';
import { getDb } from './db/client';
import { clearFieldName, isChecked, type FormInput } from './form-data';
import {
  checkImage,
  discardFiles,
  keptUrl,
  writeWithImages,
  type CheckedImage,
  type ImageRule,
} from './uploads';

// The writes every content table shares (SPEC §7: insert, update by id, delete by id), with its
// image columns: uploads are checked before anything is written, replaced and deleted files are
// removed, and the table's cache tag is invalidated so public pages are fresh on the next visit.
// Services authorize and validate first, then call these.

type Table = PgTable & { id: PgColumn };
type Row<T extends Table> = T['$inferSelect'];
type Values<T extends Table> = Partial<T['$inferInsert']>;

export interface ContentStoreOptions<T extends Table> {
  table: T;
  tag: CacheTag;
  /** The message when the id matches no row, e.g. 'Notícia não encontrada.' */
  notFound: string;
  /** Image columns (property names of the row) and the rule of the form field that feeds each. */
  images?: Partial<Record<keyof Row<T> & string, ImageRule>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function contentStore<T extends Table>({ table, tag, notFound, images = {} }: ContentStoreOptions<T>) {
  const imageColumns = Object.entries(images) as [string, ImageRule][];

  async function checkImages(input: FormInput) {
    const checked = await Promise.all(imageColumns.map(([, rule]) => checkImage(input[rule.field], rule)));
    return Object.fromEntries(imageColumns.map(([column], i) => [column, checked[i] ?? null])) as Record<
      string,
      CheckedImage | null
    >;
  }

  /** The row with this id; a UserError with `notFound` when there is none. */
  async function find(id: string): Promise<Row<T>> {
    if (!UUID.test(id)) throw new UserError(notFound);
    const [row] = (await getDb()
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))) as Row<T>[];
    if (!row) throw new UserError(notFound);
    return row;
  }

  /** Inserts the values plus the uploaded images of `input`. */
  async function insert(values: Values<T>, input: FormInput = {}): Promise<Row<T>> {
    const row = await writeWithImages(await checkImages(input), async (uploaded) => {
      const [created] = (await getDb()
        .insert(table)
        .values({ ...values, ...uploaded } as T['$inferInsert'])
        .returning()) as Row<T>[];
      return { result: created!, replaced: [] };
    });
    invalidate(tag);
    return row;
  }

  /** Updates the values; image columns take a new upload, are cleared on request, or stay. */
  async function update(id: string, values: Values<T>, input: FormInput = {}): Promise<Row<T>> {
    const row = await writeWithImages(await checkImages(input), async (uploaded) => {
      const current = (await find(id)) as Record<string, string | null>;
      const kept = Object.fromEntries(
        imageColumns.map(([column, rule]) => [
          column,
          keptUrl(
            current[column] ?? null,
            uploaded[column] ?? null,
            isChecked(input[clearFieldName(rule.field)]),
          ),
        ]),
      );
      const [updated] = (await getDb()
        .update(table)
        .set({ ...values, ...kept } as Values<T>)
        .where(eq(table.id, id))
        .returning()) as Row<T>[];
      const replaced = imageColumns.flatMap(([column]) =>
        current[column] !== kept[column] ? [current[column] ?? null] : [],
      );
      return { result: updated!, replaced };
    });
    invalidate(tag);
    return row;
  }

  /** Deletes the row and its stored images. */
  async function remove(id: string): Promise<void> {
    const current = (await find(id)) as Record<string, string | null>;
    await getDb().delete(table).where(eq(table.id, id));
    await discardFiles(...imageColumns.map(([column]) => current[column]));
    invalidate(tag);
  }

  return { find, insert, update, remove };
}

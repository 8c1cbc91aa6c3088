import 'server-only';
import { eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { parseInput, UserError } from './action-result';
import { requireRole, type Actor } from './auth/roles';
import { CACHE_TAGS, invalidate, type CacheTag } from './cache';
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
  /** The cache tag its writes invalidate (src/lib/cache.ts). */
  tag: CacheTag;
  /** The message when the id matches no row, e.g. 'Notícia não encontrada.' */
  notFound: string;
  /** Image columns (property names of the row) and the rule of the form field that feeds each. */
  images?: Partial<Record<keyof Row<T> & string, ImageRule>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cache tag named like the table. */
function tagOf(table: Table): CacheTag {
  const name = getTableName(table);
  if (!(CACHE_TAGS as readonly string[]).includes(name)) throw new Error(`No cache tag for table ${name}`);
  return name as CacheTag;
}

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

/** snake_case form field names to the camelCase properties Drizzle gives the same columns. */
function camelKeys(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

export interface ContentServiceOptions<T extends Table> extends Omit<
  ContentStoreOptions<T>,
  'tag' | 'notFound'
> {
  /** `notFound`: the message when the id matches no row. The cache tag is the table's name. */
  messages: { notFound: string };
  /** The form's schema; its fields are named like the table's columns (spec names). */
  schema: z.ZodObject;
  /** The admin list's order (SPEC §7). */
  orderBy: SQL[];
  /** Values a new row gets besides the form's (e.g. active, publication date). */
  onCreate?: () => Values<T>;
}

/**
 * The admin service of a content table: list, create, update, set active and delete. Every
 * function takes the actor first and requires the admin role before anything else, validates
 * with the form's schema, then writes through contentStore (uploads, old files, cache tag).
 */
export function contentService<T extends Table>(options: ContentServiceOptions<T>) {
  const { table, schema, orderBy, onCreate } = options;
  const store = contentStore({ ...options, tag: tagOf(table), notFound: options.messages.notFound });
  const columns = Object.keys(getTableColumns(table));
  const unknown = Object.keys(camelKeys(schema.shape)).filter((key) => !columns.includes(key));
  if (unknown.length) throw new Error(`Form fields without a column: ${unknown.join(', ')}`);
  const values = (input: FormInput) => camelKeys(parseInput(schema, input)) as Values<T>;

  return {
    async list(actor: Actor | null): Promise<Row<T>[]> {
      requireRole(actor, 'admin');
      return (await getDb()
        .select()
        .from(table as PgTable)
        .orderBy(...orderBy)) as Row<T>[];
    },
    async create(actor: Actor | null, input: FormInput): Promise<Row<T>> {
      requireRole(actor, 'admin');
      return store.insert({ ...values(input), ...onCreate?.() }, input);
    },
    async update(actor: Actor | null, id: string, input: FormInput): Promise<Row<T>> {
      requireRole(actor, 'admin');
      return store.update(id, values(input), input);
    },
    /** For tables with an active flag (the Status switches). */
    async setActive(actor: Actor | null, id: string, active: boolean): Promise<Row<T>> {
      requireRole(actor, 'admin');
      return store.update(id, { active: parseInput(activeSchema, active) } as Values<T>);
    },
    async remove(actor: Actor | null, id: string): Promise<void> {
      requireRole(actor, 'admin');
      await store.remove(id);
    },
  };
}

const activeSchema = z.boolean({ error: 'Status inválido' });

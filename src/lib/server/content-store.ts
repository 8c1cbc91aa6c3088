import 'server-only';
import { count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { parseInput, UserError } from '@/lib/shared/action-result';
import { requirePermission, type Actor, type Permission } from '@/lib/shared/auth/permissions';
import { NO_ACTOR, recordActivity, tableActivity, writeRecorded, type Audit } from './activity';
import { CACHE_TAGS, invalidate, type CacheTag } from './cache';
import { getDb, type Database } from './db/client';
import { clearFieldName, isChecked, type FormInput } from '@/lib/shared/form-data';
import { isRegisteredUploadColumn, releaseUploads, uploadsOfItem } from './upload-release';
import { checkImage, keptUrl, writeWithImages, type CheckedImage, type ImageRule } from './uploads';

// The writes every content table shares (SPEC §7: insert, update by id, delete by id), with its
// image columns: uploads are checked before anything is written, replaced and deleted files are
// removed, and the table's cache tag is invalidated so public pages are fresh on the next visit.
// Services authorize and validate first, then call these.

type Table = PgTable & { id: PgColumn };
type Row<T extends Table> = T['$inferSelect'];
type Values<T extends Table> = Partial<T['$inferInsert']>;

export interface ContentStoreOptions<T extends Table> {
  table: T;
  /** The cache tag its writes invalidate (src/lib/server/cache.ts). */
  tag: CacheTag;
  /** The message when the id matches no row, e.g. 'Notícia não encontrada.' */
  notFound: string;
  /** Image columns (property names of the row) and the rule of the form field that feeds each. */
  images?: Partial<Record<keyof Row<T> & string, ImageRule>>;
  /**
   * Exactly one row is active (the main logo): an insert makes the active row inactive and adds
   * the new one active. Inserts take turns under a lock, so concurrent ones never make two active.
   */
  singleActive?: boolean;
  /**
   * A gallery: rows are grouped by this column (e.g. the photo type), their files stored under the
   * group's folder, and an insert is refused with `limitReached(max)` once the group holds `max`.
   */
  gallery?: { column: keyof Row<T> & string; limitReached: (max: number) => string };
}

/** What an insert into a gallery is given: the group's limit, decided by its service. */
type Turns = { max?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cache tag named like the table. */
function tagOf(table: Table): CacheTag {
  const name = getTableName(table);
  if (!(CACHE_TAGS as readonly string[]).includes(name)) throw new Error(`No cache tag for table ${name}`);
  return name as CacheTag;
}

export function contentStore<T extends Table>(options: ContentStoreOptions<T>) {
  const { table, tag, notFound, images = {}, singleActive, gallery } = options;
  const entry = tableActivity(getTableName(table)); // recorded in each write's transaction
  const imageColumns = Object.entries(images) as [string, ImageRule][];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // An image column missing from the registry would have its uploads deleted while still shown.
  for (const [column] of imageColumns) {
    if (!isRegisteredUploadColumn(table, columns[column]!)) {
      throw new Error(`${getTableName(table)}.${column} is not in UPLOAD_REFERENCES (upload-references.ts)`);
    }
  }
  const groupColumn = gallery && columns[gallery.column]!;
  /** The gallery group of a row's values ('' outside a gallery). */
  const groupOf = (values: Values<T>) =>
    gallery ? String((values as Record<string, unknown>)[gallery.column]) : '';

  async function checkImages(input: FormInput, folder = '', required = false) {
    const checked = await Promise.all(
      imageColumns.map(([, rule]) =>
        checkImage(input[rule.field], {
          ...rule,
          prefix: `${rule.prefix ?? ''}${folder}`,
          requiredMessage: required ? rule.requiredMessage : undefined,
        }),
      ),
    );
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

  /** Refuses once the gallery group already holds `max` rows. */
  async function assertBelowLimit(db: Pick<Database, 'select'>, group: unknown, max: number) {
    const [row] = await db
      .select({ total: count() })
      .from(table as PgTable)
      .where(eq(groupColumn!, group));
    if ((row?.total ?? 0) >= max) throw new UserError(gallery!.limitReached(max));
  }

  /**
   * Inserts with its activity entry in one transaction. Galleries and single-active tables take
   * turns, under a lock named by the table (and gallery group).
   */
  async function insertRow(values: Values<T>, { max }: Turns, audit: Audit): Promise<Row<T>> {
    const group = groupOf(values);
    return getDb().transaction(async (tx) => {
      if (singleActive || gallery)
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${getTableName(table)}), hashtext(${group}))`,
        );
      if (gallery && max !== undefined) await assertBelowLimit(tx, group, max);
      if (singleActive)
        await tx
          .update(table)
          .set({ active: false } as Values<T>)
          .where(eq(columns.active!, true));
      const [created] = (await tx
        .insert(table)
        .values({ ...values, ...(singleActive ? { active: true } : {}) } as T['$inferInsert'])
        .returning()) as Row<T>[];
      await recordActivity(tx, entry('create', String(created!.id), audit));
      return created!;
    });
  }

  /**
   * Inserts the values plus the uploaded images of `input` (required images must be there). In a
   * gallery, `turns.max` is the group's limit and the files go under the group's folder.
   */
  async function insert(values: Values<T>, input: FormInput = {}, turns: Turns = {}, audit = NO_ACTOR) {
    const group = groupOf(values);
    // Checked before the files are stored too, so a full gallery stores nothing.
    if (gallery && turns.max !== undefined) await assertBelowLimit(getDb(), group, turns.max);
    const checked = await checkImages(input, group ? `${group}/` : '', true);
    const row = await writeWithImages(checked, async (uploaded) => ({
      result: await insertRow({ ...values, ...uploaded } as Values<T>, turns, audit),
      replaced: [],
    }));
    invalidate(tag);
    return row;
  }

  /** Updates the values; image columns take a new upload, are cleared on request, or stay. */
  async function update(id: string, values: Values<T>, input: FormInput, audit: Audit): Promise<Row<T>> {
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
      const [updated] = await writeRecorded(
        async (tx) =>
          (await tx
            .update(table)
            .set({ ...values, ...kept } as Values<T>)
            .where(eq(table.id, id))
            .returning()) as Row<T>[],
        () => entry('update', id, audit),
      );
      const replaced = imageColumns.flatMap(([column]) =>
        current[column] !== kept[column] ? [current[column] ?? null] : [],
      );
      return { result: updated!, replaced };
    });
    invalidate(tag);
    return row;
  }

  /**
   * Deletes the row, and the rows deleted with it (its revisions), and then the uploads they held
   * that nothing else refers to.
   */
  async function remove(id: string, audit: Audit): Promise<void> {
    await find(id);
    const held = await writeRecorded(
      async (tx) => {
        const urls = await uploadsOfItem(tx, table, id);
        await tx.delete(table).where(eq(table.id, id));
        return urls;
      },
      () => entry('delete', id, audit),
    );
    await releaseUploads(...held);
    invalidate(tag);
  }

  return { find, insert, update, remove };
}

/** A snake_case form field name as the camelCase property Drizzle gives the same column. */
const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export interface ContentServiceOptions<T extends Table> extends Omit<
  ContentStoreOptions<T>,
  'tag' | 'notFound' | 'gallery'
> {
  /** What every function of the service requires (src/lib/shared/auth/permissions.ts). */
  permission: Permission;
  /** `notFound`: the message when the id matches no row. The cache tag is the table's name. */
  messages: { notFound: string };
  /** The form's schema; its fields are named like the table's columns (spec names) or its files. */
  schema: z.ZodObject;
  /** The edit form's schema, when it differs from the add form's (e.g. a photo's title only). */
  editSchema?: z.ZodObject;
  /** The admin list's order (SPEC §7). */
  orderBy: SQL[];
  /** Values a new row gets besides the form's (e.g. active, publication date, a title from the file). */
  onCreate?: (input: FormInput) => Values<T>;
  /**
   * A gallery (see contentStore): the list is read per group (its column's form field checks the
   * group), and `max(group)` gives the group's limit: decided on the server, never by the form.
   */
  gallery?: ContentStoreOptions<T>['gallery'] & { max: (group: string) => number };
}

/**
 * The admin service of a content table: list, create, update, set active, the active row and
 * delete. Every function takes the actor first and requires the service's permission before anything else,
 * validates with the form's schema, then writes through contentStore (uploads, old files, cache).
 */
export function contentService<T extends Table>(options: ContentServiceOptions<T>) {
  const { table, permission, schema, editSchema = schema, orderBy, onCreate, gallery } = options;
  const store = contentStore({ ...options, tag: tagOf(table), notFound: options.messages.notFound });
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const formOnly = Object.values(options.images ?? {}).map((rule) => rule?.field);
  for (const form of [schema, editSchema]) {
    const unknown = Object.keys(form.shape).filter(
      (key) => !formOnly.includes(key) && !(camel(key) in columns),
    );
    if (unknown.length) throw new Error(`Form fields without a column: ${unknown.join(', ')}`);
  }
  /** The values of the table's columns in a parsed form. */
  const values = (parsed: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(parsed).flatMap(([key, value]) => (camel(key) in columns ? [[camel(key), value]] : [])),
    ) as Values<T>;
  const groupSchema = gallery && (schema.shape[gallery.column] as z.ZodType);
  const select = () =>
    getDb()
      .select()
      .from(table as PgTable);

  return {
    /** The admin list; in a gallery, of one group. */
    async list(actor: Actor | null, group?: string): Promise<Row<T>[]> {
      requirePermission(actor, permission);
      const where = groupSchema && eq(columns[gallery.column]!, parseInput(groupSchema, group));
      return (await select()
        .where(where)
        .orderBy(...orderBy)) as Row<T>[];
    },
    /** The first active row in the list's order (the main logo), or null. */
    async active(actor: Actor | null): Promise<Row<T> | null> {
      requirePermission(actor, permission);
      const [row] = (await select()
        .where(eq(columns.active!, true))
        .orderBy(...orderBy)
        .limit(1)) as Row<T>[];
      return row ?? null;
    },
    async create(actor: Actor | null, input: FormInput): Promise<Row<T>> {
      const by = requirePermission(actor, permission);
      const parsed = parseInput(schema, input) as Record<string, unknown>;
      const max = gallery && gallery.max(String(parsed[gallery.column]));
      return store.insert({ ...values(parsed), ...onCreate?.(input) }, input, { max }, audit(by));
    },
    async update(actor: Actor | null, id: string, input: FormInput): Promise<Row<T>> {
      const by = requirePermission(actor, permission);
      return store.update(id, values(parseInput(editSchema, input)), input, audit(by));
    },
    /** For tables with an active flag (the Status switches). */
    async setActive(actor: Actor | null, id: string, active: boolean): Promise<Row<T>> {
      const by = requirePermission(actor, permission);
      const value = parseInput(activeSchema, active);
      return store.update(id, { active: value } as Values<T>, {}, audit(by, value ? 'Ativo' : 'Inativo'));
    },
    async remove(actor: Actor | null, id: string): Promise<void> {
      const by = requirePermission(actor, permission);
      await store.remove(id, audit(by));
    },
  };
}

const activeSchema = z.boolean({ error: 'Status inválido' });
const audit = (actor: Actor, detail?: string): Audit => ({ actorId: actor.userId, detail });

import 'server-only';
import { isUuid } from '@/lib/shared/uuid';
import { and, count, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { UserError } from '@/lib/shared/action-result';
import { NO_ACTOR, recordActivity, tableActivity, writeRecorded, type Audit } from './activity';
import { discardAutosave } from './autosave';
import { cacheTags, invalidate, type CacheTag } from './cache';
import { getDb, type Database, type Transaction } from './db/client';
import { conflictOf, MissingVersionError } from './content-conflict';
import { deleteHistoryOf, recordRevision } from './revisions';
import { deleteTranslationsOf, writeTranslation } from './translations';
import { contentRevisions } from '@/db/schema';
import { clearFieldName, isChecked, type FormInput } from '@/lib/shared/form-data';
import { describeIfUndescribed } from './media-items';
import { isRegisteredUploadColumn, releaseUploads, uploadsOfItem } from './upload-release';
import { checkImageField, keptUrl, writeWithImages, type ImageRule } from './uploads';

// The writes every content table shares (SPEC §7: insert, update by id, delete by id), with its
// image columns: uploads are checked before anything is written, replaced and deleted files are
// removed, and the table's cache tag is invalidated so public pages are fresh on the next visit.
// Services authorize and validate first, then call these (contentService, content-service.ts).

export type Table = PgTable & { id: PgColumn };
export type Row<T extends Table> = T['$inferSelect'];
export type Values<T extends Table> = Partial<T['$inferInsert']>;

export interface ContentStoreOptions<T extends Table> {
  table: T;
  /** The cache tags its writes invalidate (src/lib/server/cache.ts): a declared type's cacheTags. */
  tags: readonly string[];
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
  /**
   * Every insert and update keeps a revision of the row (issue 22): who, when, every column. The
   * uploads it names stay stored while it exists (content_revisions is in the uploads registry).
   */
  revisions?: boolean;
  /** Runs in every insert's and update's transaction with the row as saved (e.g. to queue a job). */
  onSave?: (tx: Transaction, row: Row<T>) => Promise<void>;
  /** The properties an English version translates (the declaration's `translatable`, ADR 0028). */
  translatable?: readonly string[];
  /**
   * The column that names a held next version (a revision): an update with `hold` keeps the row's
   * content as it is and records the form's as that revision instead (a published post's draft).
   */
  heldVersionColumn?: keyof Row<T> & string;
}

/**
 * The English texts a save writes in its transaction (lib/server/translations.ts): null removes the
 * translation, undefined (a form without the English tab) leaves it.
 */
type TranslationWrite = { translation?: Record<string, string> | null };

/** What an insert is given: a gallery's limit (decided by its service) and the English texts. */
/** An insert's gallery limit, its translation, and the autosaved copy it was typed in ('' : the actor's new-item copy). */
type Turns = { max?: number; copyId?: string } & TranslationWrite;

interface UpdateCommon extends TranslationWrite {
  /** Image columns set to these stored files (a restored revision's) instead of the form's. */
  images?: Record<string, string | null>;
  /**
   * Given the row before the change: more values for the row (e.g. a state), and whether the form's
   * content is held as the next version (see heldVersionColumn) rather than written to the row.
   */
  extra?: (current: Record<string, unknown>) => { values?: Record<string, unknown>; hold?: boolean };
}

/**
 * A change of the item's content (an edit form's save, a restore): adds one to its version, records
 * who and when, and keeps a revision.
 */
interface ContentUpdate extends UpdateCommon {
  content?: true;
  /**
   * The version the form was read at: the update is refused with a ConflictError when the row has
   * a newer one (ADR 0015). Required: a versioned table's update without it is refused
   * (MissingVersionError). Null only for a table without versions (the social links).
   */
  expectedVersion: number | null;
}

/** A flag outside the form set to an explicit value (the active switch): no version, no revision. */
interface FlagUpdate extends UpdateCommon {
  content: false;
  expectedVersion?: undefined;
}

export type UpdateOptions = ContentUpdate | FlagUpdate;

/** The tags, each checked against the known ones (a typo would leave pages stale). */
function knownTags(tags: readonly string[]): CacheTag[] {
  const unknown = tags.filter((tag) => !cacheTags().includes(tag));
  if (unknown.length > 0) throw new Error(`No cache tag ${unknown.join(', ')}`);
  return tags as CacheTag[];
}

export function contentStore<T extends Table>(options: ContentStoreOptions<T>) {
  const { table, notFound, images = {}, singleActive, gallery, revisions, onSave, translatable } = options;
  const tags = knownTags(options.tags);
  const { heldVersionColumn } = options;
  const entity = getTableName(table);
  const entry = tableActivity(entity); // recorded in each write's transaction
  const imageColumns = Object.entries(images) as [string, ImageRule][];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // An image column missing from the registry would have its uploads deleted while still shown.
  for (const [column] of imageColumns) {
    if (!isRegisteredUploadColumn(table, columns[column]!)) {
      throw new Error(`${getTableName(table)}.${column} is not in uploadReferences() (upload-references.ts)`);
    }
  }
  const groupColumn = gallery && columns[gallery.column]!;
  /** The gallery group of a row's values ('' outside a gallery). */
  const groupOf = (values: Values<T>) =>
    gallery ? String((values as Record<string, unknown>)[gallery.column]) : '';

  async function checkImages(input: FormInput, folder = '', required = false) {
    const checked = await Promise.all(
      imageColumns.map(([, rule]) =>
        checkImageField(input, {
          ...rule,
          prefix: `${rule.prefix ?? ''}${folder}`,
          requiredMessage: required ? rule.requiredMessage : undefined,
        }),
      ),
    );
    return Object.fromEntries(imageColumns.map(([column], i) => [column, checked[i] ?? null]));
  }

  /**
   * A row's images described by its own text (a photo's description) get it as their alt text;
   * the tags to renew with the row's own ('media_items' when an item was described).
   */
  async function describeImages(row: Row<T>): Promise<CacheTag[]> {
    let described = false;
    for (const [column, rule] of imageColumns)
      if (rule.altFrom) {
        const values = row as Record<string, unknown>;
        const url = values[column] as string | null;
        described = (await describeIfUndescribed(getDb(), url, values[rule.altFrom])) || described;
      }
    return described ? [...tags, 'media_items'] : tags;
  }

  const versionColumn = columns.version;
  /** The row's columns by their names (the spec's), as a revision keeps them; not generated ones. */
  const fieldsOf = (row: Row<T>) =>
    Object.fromEntries(
      Object.entries(columns)
        .filter(([, column]) => !column.generated)
        .map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]]),
    );

  /** A revision of the row's content as given (the row as saved, or a held version). */
  const revisionOf = (row: Row<T>, audit: Audit) => ({
    entity,
    entityId: String(row.id),
    version: Number((row as { version?: number }).version ?? 1),
    fields: fieldsOf(row),
    createdBy: audit.actorId,
  });

  /**
   * In the write's transaction: keeps a revision of the row, runs onSave, and drops the writer's
   * autosaved copy (answering the uploads it named, to release after the commit).
   */
  async function afterSave(
    tx: Transaction,
    row: Row<T>,
    audit: Audit,
    copyId: string,
    { revise = true, translation }: { revise?: boolean } & TranslationWrite = {},
  ) {
    if (revisions && revise) await recordRevision(tx, revisionOf(row, audit));
    if (translatable && translation !== undefined)
      await writeTranslation(tx, { entity, translatable }, row, translation, audit.actorId);
    await onSave?.(tx, row);
    if (audit.actorId) return discardAutosave(tx, { userId: audit.actorId, entity, entityId: copyId });
    return [];
  }

  /**
   * Keeps the row's content, records `content` (the row with the form's values) as a revision and
   * names it in the held-version column: a published post's next version.
   */
  async function hold(tx: Transaction, changed: Row<T>, content: Row<T>, audit: Audit) {
    const [held] = await tx
      .insert(contentRevisions)
      .values(revisionOf({ ...content, version: (changed as { version?: number }).version } as Row<T>, audit))
      .returning({ id: contentRevisions.id });
    const [named] = (await tx
      .update(table)
      .set({ [heldVersionColumn!]: held!.id } as Values<T>)
      .where(eq(table.id, changed.id))
      .returning()) as Row<T>[];
    return named!;
  }

  /** The row with this id; a UserError with `notFound` when there is none. */
  async function find(id: string): Promise<Row<T>> {
    if (!isUuid(id)) throw new UserError(notFound);
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
  async function insertRow(
    values: Values<T>,
    { max, translation, copyId = '' }: Turns,
    audit: Audit,
  ): Promise<Row<T>> {
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
        .values({
          ...values,
          ...(singleActive ? { active: true } : {}),
          ...(versionColumn ? { updatedBy: audit.actorId } : {}),
        } as T['$inferInsert'])
        .returning()) as Row<T>[];
      await recordActivity(tx, entry('create', String(created!.id), audit));
      await afterSave(tx, created!, audit, copyId, { translation });
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
    const row = await writeWithImages(
      checked,
      async (uploaded) => ({
        result: await insertRow({ ...values, ...uploaded } as Values<T>, turns, audit),
        replaced: [],
      }),
      audit.actorId,
    );
    invalidate(...(await describeImages(row)));
    return row;
  }

  /**
   * Updates the values; image columns take a new upload, are cleared on request, or stay. A replaced
   * file is released: removed unless something in the registry (a revision, say) still refers to it.
   */
  async function update(
    id: string,
    values: Values<T>,
    input: FormInput,
    audit: Audit,
    options: UpdateOptions,
  ): Promise<Row<T>> {
    const { expectedVersion, content = true } = options;
    // An edit without the version it was read at would overwrite whatever was saved since.
    if (versionColumn && content && typeof expectedVersion !== 'number') throw new MissingVersionError();
    const row = await writeWithImages(
      await checkImages(input),
      async (uploaded) => {
        const current = (await find(id)) as Record<string, string | null>;
        const kept = Object.fromEntries(
          imageColumns.map(([column, rule]) => [
            column,
            options.images && column in options.images
              ? options.images[column]!
              : keptUrl(
                  current[column] ?? null,
                  uploaded[column] ?? null,
                  isChecked(input[clearFieldName(rule.field)]),
                ),
          ]),
        );
        const versioned = Boolean(versionColumn && content);
        const check = versionColumn && typeof expectedVersion === 'number';
        const extra = options.extra?.(current) ?? {};
        const holding = Boolean(extra.hold && heldVersionColumn);
        const [updated, copyFiles] = await writeRecorded(
          async (tx) => {
            const [changed] = (await tx
              .update(table)
              .set({
                ...(holding ? {} : { ...values, ...kept }),
                ...extra.values,
                ...(versioned
                  ? { version: sql`${versionColumn} + 1`, updatedAt: new Date(), updatedBy: audit.actorId }
                  : {}),
              } as Values<T>)
              .where(check ? and(eq(table.id, id), eq(versionColumn, expectedVersion)) : eq(table.id, id))
              .returning()) as Row<T>[];
            if (!changed) throw await conflictOf(table, id, notFound);
            if (!content) return [changed, []] as const;
            const { translation } = options;
            if (!holding) return [changed, await afterSave(tx, changed, audit, id, { translation })] as const;
            const named = await hold(tx, changed, { ...current, ...values, ...kept } as Row<T>, audit);
            return [named, await afterSave(tx, named, audit, id, { revise: false, translation })] as const;
          },
          () => entry('update', id, audit),
        );
        // A held version leaves the row's files as they are (a new upload is the revision's).
        const replaced = holding
          ? []
          : imageColumns.flatMap(([column]) =>
              current[column] !== kept[column] ? [current[column] ?? null] : [],
            );
        return { result: updated, replaced: [...replaced, ...copyFiles] };
      },
      audit.actorId,
    );
    invalidate(...(await describeImages(row)));
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
        // Its revisions and translations go with it; the revisions' uploads were read above (the
        // registry's ownedBy).
        await deleteHistoryOf(tx, entity, id);
        await deleteTranslationsOf(tx, entity, id);
        return urls;
      },
      () => entry('delete', id, audit),
    );
    await releaseUploads(...held);
    invalidate(...tags);
  }

  return { find, insert, update, remove, entity, fieldsOf };
}

import 'server-only';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { parseInput } from '@/lib/shared/action-result';
import { requirePermission, type Actor, type Permission } from '@/lib/shared/auth/permissions';
import type { VersionedInput } from '@/lib/shared/editorial';
import { libraryFieldName, type FormInput } from '@/lib/shared/form-data';
import { translationTexts, withTranslation } from '@/lib/shared/translations';
import type { Audit } from './activity';
import { expectedVersionOf } from './content-conflict';
import { contentDesk, type DeskOptions } from './content-desk';
import {
  contentStore,
  type ContentStoreOptions,
  type Row,
  type Table,
  type UpdateOptions,
  type Values,
} from './content-store';
import { getDb } from './db/client';
import { hasTranslationFields, withTranslations } from './translations';

// The admin service of a content table (docs/admin-kit.md), over contentStore's writes: the form's
// schema, the actor's permission first, the version the form carries (ADR 0015) and the editorial
// desk of content-desk.ts.

type UpdateExtra = UpdateOptions['extra'];
type Images = Record<string, string | null>;

/**
 * An edit form's fields: with the version it was read at (ADR 0015) when the table has versions,
 * so a caller without one does not compile (and the service refuses one that sends none).
 */
export type EditInput<T extends Table> = 'version' extends keyof Row<T> ? VersionedInput : FormInput;

/** A snake_case form field name as the camelCase property Drizzle gives the same column. */
const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export interface ContentServiceOptions<T extends Table> extends Omit<
  ContentStoreOptions<T>,
  'notFound' | 'gallery'
> {
  /** What every function of the service requires (src/lib/shared/auth/permissions.ts). */
  permission: Permission;
  /** `notFound`: the message when the id matches no row. */
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
  /**
   * Given the edit form (before anything is stored): the update's extra (UpdateOptions.extra), e.g.
   * a state the form's buttons ask for. Refusals thrown here come before any upload is kept.
   */
  onUpdate?: (input: FormInput) => UpdateExtra;
  /** The editorial desk's options (revisions' texts to compare, a revision as the form's fields). */
  desk?: Pick<DeskOptions<Row<T>>, 'revisionTexts' | 'formOf'>;
}

/**
 * The admin service of a content table: list, create, update, set active, the active row and
 * delete. Every function takes the actor first and requires the service's permission before anything else,
 * validates with the form's schema, then writes through contentStore (uploads, old files, cache).
 */
export function contentService<T extends Table>(options: ContentServiceOptions<T>) {
  const { table, permission, schema, editSchema = schema, orderBy, onCreate, onUpdate, gallery } = options;
  const { translatable } = options;
  const store = contentStore({ ...options, notFound: options.messages.notFound });
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // An image field's file, or the library item chosen for it, is no column: its URL is.
  const formOnly = Object.values(options.images ?? {}).flatMap((rule) =>
    rule ? [rule.field, libraryFieldName(rule.field)] : [],
  );
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
  // The form with its 'English' tab (ADR 0028): both checked at once, the English texts (null when
  // all are empty) written in the save's transaction; a form without the tab leaves them.
  const english = { translatable, schema };
  const parseForm = (form: z.ZodObject, input: FormInput) => {
    const parsed = parseInput(withTranslation(english, form), input) as Record<string, unknown>;
    const translation =
      translatable && hasTranslationFields({ translatable }, input)
        ? translationTexts(english, parsed)
        : undefined;
    return { parsed, translation };
  };
  const select = () =>
    getDb()
      .select()
      .from(table as PgTable);
  async function update(actor: Actor, id: string, input: FormInput, images?: Images, detail?: string) {
    // Required first (ADR 0015): a save that cannot say which version it edits changes nothing.
    const expectedVersion = columns.version ? expectedVersionOf(input) : null;
    const { parsed, translation } = parseForm(editSchema, input);
    const extra = onUpdate?.(input);
    return store.update(id, values(parsed), input, audit(actor, detail), {
      expectedVersion,
      extra,
      images,
      translation,
    });
  }
  const desk = contentDesk<Row<T>>({
    ...options.desk,
    permission,
    entity: store.entity,
    schema: editSchema,
    find: store.find,
    fieldsOf: store.fieldsOf,
    imageColumns: Object.keys(options.images ?? {}).map((property) => ({
      property,
      name: columns[property]!.name,
    })),
    update: (actor, id, input, images, detail) => update(actor, id, input, images, detail),
  });

  return {
    ...desk,
    /** The admin list; in a gallery, of one group. A translated type's rows carry their translation. */
    async list(actor: Actor | null, group?: string): Promise<Row<T>[]> {
      requirePermission(actor, permission);
      const where = groupSchema && eq(columns[gallery.column]!, parseInput(groupSchema, group));
      const rows = (await select()
        .where(where)
        .orderBy(...orderBy)) as Row<T>[];
      if (!translatable) return rows;
      return withTranslations({ entity: store.entity, translatable }, rows as (Row<T> & { id: string })[]);
    },
    /** One row by id (a UserError with the notFound message when there is none). */
    async find(actor: Actor | null, id: string): Promise<Row<T>> {
      requirePermission(actor, permission);
      return store.find(id);
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
      const { parsed, translation } = parseForm(schema, input);
      const max = gallery && gallery.max(String(parsed[gallery.column]));
      return store.insert(
        { ...values(parsed), ...onCreate?.(input) },
        input,
        { max, translation },
        audit(by),
      );
    },
    /**
     * Saves the edit form. Its `version` is required (a table with versions): refused without one
     * (MissingVersionError), and with a ConflictError when it is not the row's.
     */
    async update(actor: Actor | null, id: string, input: EditInput<T>): Promise<Row<T>> {
      return update(requirePermission(actor, permission), id, input);
    },
    /** For tables with an active flag (the Status switches). */
    async setActive(actor: Actor | null, id: string, active: boolean): Promise<Row<T>> {
      const by = requirePermission(actor, permission);
      const value = parseInput(activeSchema, active);
      const detail = audit(by, value ? 'Ativo' : 'Inativo');
      return store.update(id, { active: value } as Values<T>, {}, detail, { content: false });
    },
    async remove(actor: Actor | null, id: string): Promise<void> {
      const by = requirePermission(actor, permission);
      await store.remove(id, audit(by));
    },
  };
}

const activeSchema = z.boolean({ error: 'Status inválido' });
const audit = (actor: Actor, detail?: string): Audit => ({ actorId: actor.userId, detail });

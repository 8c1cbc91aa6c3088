import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { UploadBucket } from './upload-buckets';

// One declaration per content type (docs/admin-kit.md, ADR 0024): everything the rest of the
// product derives about a type — its permission, cache tag, activity label, admin route and
// menu entry, form, image fields and their limits, what the OAB check and the compliance screen
// read, what is translatable, and the hooks for what is truly its own — in one object, in one file
// beside its feature (`src/features/<feature>/content-type.ts`). The registry
// (src/content-types.ts) lists them; nothing else names a type.
//
// A declaration is data that the browser may read too (the admin form draws its fields from it and
// validates with its schema), so it imports nothing from the server side.

export type ContentTable = PgTable & { id: PgColumn };
type Row<T extends ContentTable> = T['$inferSelect'];
type Property<T extends ContentTable> = keyof Row<T> & string;

/** An image column: the form field that feeds it, where its files go, and its limit (SPEC §7). */
export interface ImageDeclaration {
  /** The form field (input name, the spec's) the file comes from; refusals are shown there. */
  field: string;
  bucket: UploadBucket;
  /** Folder inside the bucket, e.g. 'authors/'. */
  prefix?: string;
  maxBytes: number;
  /** The spec's message, e.g. 'Imagem muito grande. Limite de 5MB.' */
  tooLargeMessage: string;
  /** When set the file is required, and a missing one is refused with this message. */
  requiredMessage?: string;
  /**
   * The field also takes an item of the media library ('Escolher da biblioteca', issue 33), sent as
   * `<field>_library` (libraryFieldName) and held to the same `maxBytes`; every image of the site
   * does, unless a declaration says `false`.
   */
  library?: boolean;
  /**
   * The row's text that describes the image (a photo's description): it becomes the library item's
   * description when the item has none (issue 33).
   */
  altFrom?: string;
}

interface FieldCommon {
  /** The visible label (the spec's words). */
  label: string;
  hint?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

/** A text-like input or a textarea; its `name` is the spec's field name (a column's, snake_case). */
export interface InputFieldDeclaration extends FieldCommon {
  kind?: 'text' | 'multiline' | 'url' | 'number' | 'date';
  name: string;
  required?: boolean;
  rows?: number;
  min?: number;
  step?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'url' | 'decimal' | 'numeric' | 'text';
  /** The value of a new item's field (a function for one decided when the form opens). */
  initial?: string | number | (() => string);
}

export interface SelectFieldDeclaration extends FieldCommon {
  kind: 'select';
  name: string;
  options: readonly { value: string; label: string }[];
  initial: string;
}

/** A file field feeding the image column named by `image` (a key of the declaration's `images`). */
export interface ImageFieldDeclaration extends FieldCommon {
  kind: 'image';
  image: string;
}

/** The 1–5 rating with one decimal and its stars (SPEC §5). */
export interface RatingFieldDeclaration {
  kind: 'rating';
  name: string;
  wide?: boolean;
}

/** A line of text the form shows (not a field), e.g. how many photos a gallery holds. */
export interface NoteFieldDeclaration {
  kind: 'note';
  /** Given what the screen passes the form (see ContentScreen's `context`). */
  text: (context: Record<string, unknown>) => string;
}

/** A value the form sends as it is, from what the screen passes it (e.g. the chosen gallery). */
export interface ContextFieldDeclaration {
  kind: 'context';
  name: string;
}

export type FieldDeclaration =
  | InputFieldDeclaration
  | SelectFieldDeclaration
  | ImageFieldDeclaration
  | RatingFieldDeclaration
  | NoteFieldDeclaration
  | ContextFieldDeclaration;

/** The admin form: drawn by the kit (src/components/admin/declared-fields.tsx) from these fields. */
export interface FormDeclaration {
  /** One column, or two on wide screens. */
  columns?: 1 | 2;
  fields: readonly FieldDeclaration[];
  /** The edit form's fields when they differ from the add form's (a photo: its texts only). */
  editFields?: readonly FieldDeclaration[];
}

/** The words of an admin list screen (the spec's) and its toasts (SPEC §8). */
export interface ContentMessages {
  screenTitle: string;
  loadFailed: (detail: string) => string;
  notFound: string;
  emptyMessage: string;
  formTitle: readonly [add: string, edit: string];
  submitLabel: readonly [add: string, edit: string];
  created: string;
  createFailed: string;
  [other: string]: unknown;
}

/** The bar's rule shown above a screen whose content it limits (advice, not a block). */
export interface OabNotice {
  rule: string;
  text: string;
}

export interface ContentTypeDeclaration<
  T extends ContentTable = ContentTable,
  P extends string = string,
  N extends string = string,
> {
  table: T;
  /** The permission every read and write of the admin needs (src/lib/shared/auth/permissions.ts). */
  permission: P;
  /** Its label in the activity log ('Depoimento'). */
  label: string;
  /** The admin screen: its route (`/admin/<segment>`), and its entry in the menu when it has one. */
  admin: { path: `/admin/${string}`; nav?: N };
  /** The form's schema (browser and server); `editSchema` when the edit form differs. */
  schema: z.ZodObject;
  editSchema?: z.ZodObject;
  messages: ContentMessages;
  /** How the screen shows its form (CrudScreen's layouts). */
  layout: 'dialog' | 'inline' | 'always' | 'upload';
  /** The list above the form (the main logo: its preview, then the upload). */
  listFirst?: boolean;
  /**
   * What the admin may do to an item once added, when not all the table allows (its edit form,
   * its Status switch, its deletion): the main logo has none, an upload replaces it. The generic
   * actions refuse the others.
   */
  operations?: readonly ContentOperation[];
  /** The form, drawn from the declaration; absent for a type whose editor is its own (the blog). */
  form?: FormDeclaration;
  /** The list of the generic admin route (a type without a screen of its own): its columns. */
  list?: { caption: string; columns: readonly { name: Property<T>; header: string }[] };
  /** Image columns (row properties) and the field, bucket and limit of each (SPEC §7). */
  images?: Partial<Record<Property<T>, ImageDeclaration>>;
  /** Columns whose text may name any number of uploads (a rich-text body): kept while named. */
  richText?: readonly Property<T>[];
  /** The admin list's order (SPEC §7). (Methods here, so that any declared type is a ContentType.) */
  orderBy(table: T): SQL[];
  /**
   * Public text the OAB expression check reads: the form warns while editing and on save, and
   * /admin/conformidade scans these columns of every active row.
   */
  oabCheck?: readonly Property<T>[];
  /** The notice above the screen (Provimento 205/2021 and the Code of Ethics). */
  oabNotice?: OabNotice;
  /** The texts a translation of an item gives (the English site). */
  translatable?: readonly Property<T>[];
  /** The cache tags its writes invalidate (every one); the table's name when not given. */
  cacheTags?: readonly string[];
  /** What is truly its own (contentService's and contentStore's options). */
  hooks?: ContentHooks<T>;
  /**
   * Personal data of someone outside the firm (LGPD), found by their e-mail address: the privacy
   * tools export and erase the rows whose `email` column holds it, and the retention job deletes
   * the rows whose `retainedFrom` date is past the retention setting (without it, a row is kept
   * until its person is erased). features/privacy/declared-personal-data.ts reads it.
   */
  personalData?: { email: Property<T>; retainedFrom?: Property<T> };
}

/** An item's admin writes besides adding it (see ContentTypeDeclaration's `operations`). */
export type ContentOperation = 'update' | 'setActive' | 'remove';

/** Whether the type's admin may do this to an item (every operation unless the declaration lists them). */
export function allows(type: Pick<AnyContentType, 'operations'>, operation: ContentOperation): boolean {
  return !type.operations || type.operations.includes(operation);
}

export interface ContentHooks<T extends ContentTable> {
  /** Values a new row gets besides the form's (e.g. a title from the file name). */
  onCreate?(input: Record<string, unknown>): Partial<T['$inferInsert']>;
  /** A gallery: rows grouped by a column, each group with its limit (decided on the server). */
  gallery?: { column: Property<T>; max: (group: string) => number; limitReached: (max: number) => string };
  /** Exactly one row is active (the main logo). */
  singleActive?: boolean;
  /** Every save keeps a revision (issue 22). */
  revisions?: boolean;
}

/** A declared type, whatever its table (`any`: a declaration's functions take its own table). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentType = ContentTypeDeclaration<any, string, string>;

/** A declared content type with what is derived from its declaration. */
export type ContentType<D extends AnyContentType = AnyContentType> = D & {
  /** The table's name: the type's name, its cache tag and its activity entity. */
  name: D['table']['_']['name'];
  cacheTags: readonly string[];
  /** The image columns as column names and properties. */
  imageColumns: readonly { property: string; column: PgColumn; rule: ImageDeclaration }[];
};

/**
 * Declares a content type (see the top of this file). Checks what TypeScript cannot: every form
 * field is a column or an image field, every image field names a declared image, the personal
 * data's columns exist.
 */
export function defineContentType<
  T extends ContentTable,
  const P extends string,
  const N extends string = never,
>(declaration: ContentTypeDeclaration<T, P, N>): ContentType<ContentTypeDeclaration<T, P, N>> {
  const name = getTableName(declaration.table);
  const columns = getTableColumns(declaration.table) as Record<string, PgColumn>;
  const images = Object.entries(declaration.images ?? {}) as [string, ImageDeclaration][];
  const imageFields = images.map(([, rule]) => rule.field);
  const form = declaration.form;
  for (const field of [...(form?.fields ?? []), ...(form?.editFields ?? [])]) {
    if (field.kind === 'image' && !declaration.images?.[field.image as Property<T>])
      throw new Error(`${name}: the image field ${field.image} has no declared image`);
    if ('name' in field && field.kind !== 'context' && !(camelCase(field.name) in columns))
      if (!imageFields.includes(field.name))
        throw new Error(`${name}: the field ${field.name} has no column`);
  }
  for (const [property, rule] of images)
    if (rule.altFrom && !(rule.altFrom in columns))
      throw new Error(`${name}: the image ${property}'s altFrom ${rule.altFrom} is no column`);
  for (const property of Object.values(declaration.personalData ?? {}) as string[])
    if (!(property in columns)) throw new Error(`${name}: personalData's ${property} is no column`);
  return {
    ...declaration,
    name: name as T['_']['name'],
    cacheTags: declaration.cacheTags ?? [name],
    imageColumns: images.map(([property, rule]) => ({ property, column: columns[property]!, rule })),
  };
}

/** A snake_case field name as the camelCase property Drizzle gives the same column. */
export function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

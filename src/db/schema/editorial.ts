import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { administrators } from './administrators';
import { ACTIVITY_LIMITS } from './limits';

// The editorial desk (issue 22, ADR 0015): revisions of content items and the editors' autosaved
// copies. Both hold the firm's own content only, never a visitor's data.

/**
 * Every save of an item whose service keeps revisions: who, when and every field as saved (the
 * row's properties as JSON). The uploads its fields name are kept while it exists (the registry of
 * src/lib/server/upload-references.ts). Deleted with their item.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The item's table (e.g. blog_posts). */
    entity: varchar('entity', { length: ACTIVITY_LIMITS.entity }).notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The item's version this revision holds. */
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    createdBy: varchar('created_by', { length: ACTIVITY_LIMITS.actorId }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_revisions_entity_entity_id_created_at_idx').on(t.entity, t.entityId, t.createdAt)],
);

/**
 * What an administrator typed in an editor and has not saved: one copy per user and item (the
 * item's id, or '' for a new one), replaced every few seconds and offered back when the editor
 * opens again. Never read by a public page; removed on save and with the user.
 */
export const autosaves = pgTable(
  'autosaves',
  {
    userId: varchar('user_id', { length: ACTIVITY_LIMITS.actorId })
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    entity: varchar('entity', { length: ACTIVITY_LIMITS.entity }).notNull(),
    entityId: varchar('entity_id', { length: ACTIVITY_LIMITS.entityId }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** The item's version the copy was typed over. */
    baseVersion: integer('base_version'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entity, t.entityId] }),
    index('autosaves_entity_entity_id_idx').on(t.entity, t.entityId),
  ],
);

/**
 * An item's text in another language (issue 34, ADR 0028): the declaration's `translatable`
 * properties as the editor saved them (each held to its Portuguese field's limit by the same zod
 * schema), and the fingerprint of the Portuguese values they translated, so a later Portuguese edit
 * shows 'Desatualizado'. Deleted with their item.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    /** The item's table (e.g. tips). */
    entity: varchar('entity', { length: ACTIVITY_LIMITS.entity }).notNull(),
    entityId: uuid('entity_id').notNull(),
    locale: varchar('locale', { length: 5, enum: ['en'] }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** SHA-256 (hex) of the Portuguese texts when the translation was last saved. */
    sourceFingerprint: varchar('source_fingerprint', { length: 64 }).notNull(),
    updatedBy: varchar('updated_by', { length: ACTIVITY_LIMITS.actorId }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.locale] }),
    check('content_translations_locale_check', sql`${t.locale} in ('en')`),
  ],
);

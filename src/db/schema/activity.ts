import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { ACTIVITY_LIMITS } from './limits';

/**
 * Who did what and when in the back office (/admin/atividades), kept 12 months. It names the
 * entity and its id only, never a visitor's personal data. `actor_id` is an administrator's id
 * without a foreign key, so an entry outlives the user it names.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: varchar('actor_id', { length: ACTIVITY_LIMITS.actorId }),
    kind: varchar('kind', { length: ACTIVITY_LIMITS.kind }).notNull(),
    entity: varchar('entity', { length: ACTIVITY_LIMITS.entity }).notNull(),
    entityId: varchar('entity_id', { length: ACTIVITY_LIMITS.entityId }),
    detail: varchar('detail', { length: ACTIVITY_LIMITS.detail }),
  },
  // Newest first, optionally by user or kind; the daily prune deletes by `at` (ADR 0002).
  (t) => [
    index('activity_log_at_idx').on(t.at),
    index('activity_log_actor_id_at_idx').on(t.actorId, t.at),
    index('activity_log_kind_at_idx').on(t.kind, t.at),
  ],
);

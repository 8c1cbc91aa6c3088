import { bigint, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// Every cache invalidation made by an instance, so the other instances apply it: at once through
// NOTIFY, or when they (re)connect (src/lib/server/invalidation.ts). Rows older than a day are pruned.

export const cacheInvalidations = pgTable(
  'cache_invalidations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The cache tags, comma-separated (src/lib/server/cache.ts cacheTags). */
    tags: varchar('tags', { length: 1000 }).notNull(),
    /** The instance that made it: it has already applied it. */
    origin: varchar('origin', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cache_invalidations_at_idx').on(t.at)],
);

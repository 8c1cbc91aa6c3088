import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { VISITOR_LIMITS as V } from './limits';

// Daily aggregates of page_visits (issue 24), kept up to date in the statement that records each
// visit (features/visits/service.ts), so /admin/stats reads days, never raw visits. Days are
// Brasília calendar days. Raw visits older than the retention setting are deleted; these stay.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** One row per day: every visit, the visits that entered the site, distinct visitors, the last visit. */
export const visitDays = pgTable('visit_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visits: integer('visits').notNull().default(0),
  entries: integer('entries').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
});

/** Visits and entries per day and page path (stored form: no leading slash). */
export const visitDayPages = pgTable(
  'visit_day_pages',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pagePath: varchar('page_path', { length: V.pagePath }).notNull(),
    visits: integer('visits').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath] })],
);

/**
 * Entries per day and source: `source` is the UTM source, else the referrer's host, else ''
 * (direct); medium and campaign are the UTM fields ('' when absent).
 */
export const visitDaySources = pgTable(
  'visit_day_sources',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: varchar('source', { length: V.referrerHost }).notNull(),
    medium: varchar('medium', { length: V.utm }).notNull(),
    campaign: varchar('campaign', { length: V.utm }).notNull(),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.medium, t.campaign] })],
);

/** Visits per day, device class and browser family ('' for visits recorded before issue 24). */
export const visitDayDevices = pgTable(
  'visit_day_devices',
  {
    day: date('day', { mode: 'string' }).notNull(),
    device: varchar('device', { length: 10 }).notNull(),
    browser: varchar('browser', { length: V.browser }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.device, t.browser] })],
);

/**
 * The salt of the day's visitor hashes. Random, shared by every instance, and deleted (with the
 * day's hashes) by the daily job once the day is over: a hash can then never be computed again,
 * and nothing links a visitor's two days.
 */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});

/** The day's visitor hashes (address + user agent + the day's salt), only to count each once. */
export const visitorDays = pgTable(
  'visitor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: bytea('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.visitorHash] }),
    check('visitor_days_hash_length_check', sql`octet_length(${t.visitorHash}) = 16`),
  ],
);

import { bigint, check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PRIVACY_LIMITS, VISITOR_LIMITS as V } from './limits';

// What visitors send or leave behind (the firm's own settings are in content.ts).

export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pagePath: varchar('page_path', { length: V.pagePath }).notNull(),
    userAgent: varchar('user_agent', { length: V.userAgent }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_visits_created_at_idx').on(t.createdAt),
    index('page_visits_page_path_idx').on(t.pagePath),
  ],
);

/** Where the firm is with a request ('Nova', 'Em atendimento', 'Concluída'). */
export const REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The firm's e-mail about a request: queued with the row, then sent or failed (and retried). */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** The inbox columns every kind of request shares (status, notification state). */
export const requestColumns = () => ({
  status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
  notificationState: text('notification_state', { enum: NOTIFICATION_STATES }).notNull().default('pending'),
  notificationError: varchar('notification_error', { length: V.notificationError }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  /** The privacy notice the visitor was shown when sending it (components/site/privacy-notice.tsx). */
  privacyNoticeVersion: varchar('privacy_notice_version', { length: PRIVACY_LIMITS.noticeVersion }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: V.name }).notNull(),
    companyName: varchar('company_name', { length: V.companyName }),
    email: varchar('email', { length: V.email }).notNull(),
    phone: varchar('phone', { length: V.phone }).notNull(),
    caseSummary: varchar('case_summary', { length: V.caseSummary }).notNull(),
    ...requestColumns(),
  },
  // The inbox reads newest first, optionally by status (ADR 0002: plain ascending indexes).
  (t) => [
    index('consultations_created_at_idx').on(t.createdAt),
    index('consultations_status_created_at_idx').on(t.status, t.createdAt),
    // The data-subject search and erasure (LGPD) look requests up by e-mail, ignoring case.
    index('consultations_email_lower_idx').on(sql`lower(${t.email})`),
    check('consultations_status_check', sql`${t.status} in ('new', 'in_progress', 'done')`),
    check(
      'consultations_notification_state_check',
      sql`${t.notificationState} in ('pending', 'sent', 'failed')`,
    ),
  ],
);

/** Every contact message is kept here, so none depends on e-mail delivery. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: V.name }).notNull(),
    email: varchar('email', { length: V.email }).notNull(),
    message: varchar('message', { length: V.message }).notNull(),
    ...requestColumns(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_status_created_at_idx').on(t.status, t.createdAt),
    index('contact_messages_email_lower_idx').on(sql`lower(${t.email})`),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'in_progress', 'done')`),
    check(
      'contact_messages_notification_state_check',
      sql`${t.notificationState} in ('pending', 'sent', 'failed')`,
    ),
  ],
);

/** Fixed-window counters for throttling (sign-in attempts, form submissions), shared by instances. */
export const rateLimits = pgTable('rate_limits', {
  // Built by the server from an address or a normalized e-mail; the one text column left unbounded
  // (the sign-in e-mail reaches it before any form schema, through Better Auth).
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Each run of the daily retention job (LGPD): when it ran and what it removed. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    retentionMonths: integer('retention_months').notNull(),
    /** Requests created before this were removed. */
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    consultationsDeleted: integer('consultations_deleted').notNull().default(0),
    messagesDeleted: integer('messages_deleted').notNull().default(0),
    /** Bookings (issue 23) whose consultation ended before the cutoff. */
    bookingsDeleted: integer('bookings_deleted').notNull().default(0),
    outboxFilesDeleted: integer('outbox_files_deleted').notNull().default(0),
  },
  (t) => [index('retention_runs_ran_at_idx').on(t.ranAt)],
);

import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { PRIVACY_LIMITS, VISITOR_LIMITS as V } from './limits';
import { REQUEST_STATUSES } from './request-statuses';

// What visitors send or leave behind (the firm's own settings are in content.ts).

/** The device class of a visit ('Celular', 'Tablet', 'Computador'). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pagePath: varchar('page_path', { length: V.pagePath }).notNull(),
    userAgent: varchar('user_agent', { length: V.userAgent }),
    /** Another site's host the visitor came from (never this site's own; no path, no query). */
    referrerHost: varchar('referrer_host', { length: V.referrerHost }),
    utmSource: varchar('utm_source', { length: V.utm }),
    utmMedium: varchar('utm_medium', { length: V.utm }),
    utmCampaign: varchar('utm_campaign', { length: V.utm }),
    /** From the user agent; null for visits recorded before issue 24. */
    device: text('device', { enum: DEVICE_CLASSES }),
    browser: varchar('browser', { length: V.browser }),
    /** The visit entered the site on this page (the first page of the tab's session, or from elsewhere). */
    isEntry: boolean('is_entry').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_visits_created_at_idx').on(t.createdAt),
    index('page_visits_page_path_idx').on(t.pagePath),
    check('page_visits_device_check', sql`${t.device} in ('mobile', 'tablet', 'desktop')`),
  ],
);

export { REQUEST_STATUSES, type RequestStatus } from './request-statuses';
/** The firm's e-mail about a request: queued with the row, then sent or failed (and retried). */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * Where the visitor of a request came from in that visit (issue 24), sent by the site's script
 * from sessionStorage; all null when it was sent without the script ('Sem origem'). Every kind of
 * request (consultations, contact messages, bookings) has these columns.
 */
export const attributionColumns = () => ({
  /** The page (stored path, no leading slash) where the visit entered the site. */
  entryPage: varchar('entry_page', { length: V.pagePath }),
  referrerHost: varchar('referrer_host', { length: V.referrerHost }),
  utmSource: varchar('utm_source', { length: V.utm }),
  utmMedium: varchar('utm_medium', { length: V.utm }),
  utmCampaign: varchar('utm_campaign', { length: V.utm }),
  /** The page the form was sent from. */
  formPage: varchar('form_page', { length: V.pagePath }),
});

/** The intake pipeline's columns of every kind of request (issue 24). */
export const pipelineColumns = () => ({
  /** 'Responsável': the staff member handling it. */
  assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  /** 'Próximo contato': the follow-up date (Brasília calendar day). */
  followUpOn: date('follow_up_on', { mode: 'string' }),
  /** The first status change or note (the time to first response). */
  firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
});

/** The SQL list of the statuses, for the check constraints of every kind of request. */
export const REQUEST_STATUS_LIST = sql.raw(REQUEST_STATUSES.map((status) => `'${status}'`).join(', '));

/** The inbox columns every kind of request shares (status, pipeline, origin, notification state). */
export const requestColumns = () => ({
  status: text('status', { enum: REQUEST_STATUSES }).notNull().default('new'),
  ...pipelineColumns(),
  ...attributionColumns(),
  notificationState: text('notification_state', { enum: NOTIFICATION_STATES }).notNull().default('pending'),
  notificationError: varchar('notification_error', { length: V.notificationError }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  /** The privacy notice the visitor was shown when sending it (components/site/privacy-notice.tsx). */
  privacyNoticeVersion: varchar('privacy_notice_version', { length: PRIVACY_LIMITS.noticeVersion }),
  /** The language of the page the visitor used (ADR 0027): their e-mails go in it. */
  // The site's languages (lib/shared/locale.ts's LOCALES; the schema imports nothing from lib).
  language: varchar('language', { length: 5, enum: ['pt-BR', 'en'] })
    .notNull()
    .default('pt-BR'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The language check of a table with requestColumns(). */
export const requestLanguageCheck = (table: string, language: AnyPgColumn) =>
  check(`${table}_language_check`, sql`${language} in ('pt-BR', 'en')`);

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
    check('consultations_status_check', sql`${t.status} in (${REQUEST_STATUS_LIST})`),
    requestLanguageCheck('consultations', t.language),
    // 'Minhas solicitações' and the daily follow-up e-mail; 'Contato anterior' by phone and company.
    index('consultations_assignee_follow_up_idx').on(t.assigneeId, t.followUpOn),
    index('consultations_phone_digits_idx').on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
    index('consultations_company_lower_idx').on(sql`lower(${t.companyName})`),
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
    check('contact_messages_status_check', sql`${t.status} in (${REQUEST_STATUS_LIST})`),
    requestLanguageCheck('contact_messages', t.language),
    index('contact_messages_assignee_follow_up_idx').on(t.assigneeId, t.followUpOn),
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

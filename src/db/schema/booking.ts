import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { BOOKING_LIMITS as B, VISITOR_LIMITS as V } from './limits';
import { REQUEST_STATUS_LIST, requestColumns, requestLanguageCheck } from './visitors';

// Online booking (issue 23): the firm's calendars, their days off, and the bookings. Two bookings
// of one calendar never overlap: an exclusion constraint over their time range (btree_gist), in
// the hand-written migration drizzle/0012_bookings_no_overlap.sql. A booking is also a request of
// the inbox (issue 24's pipeline and origin columns, through requestColumns()).

/** Per weekday (0 = Sunday … 6 = Saturday), the intervals of consultations: [['09:00', '12:00'], …]. */
export type WeeklyHours = Record<string, [string, string][]>;

export const MODALITIES = ['in_person', 'online'] as const;
export type Modality = (typeof MODALITIES)[number];

/** The appointment's own status: 'Confirmada', 'Cancelada', 'Realizada', 'Não compareceu'. */
export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A visitor's booking, or a slot the firm blocked by hand. */
export const BOOKING_KINDS = ['booking', 'block'] as const;

export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: B.calendarName }).notNull(),
    /** Told of each booking, beside the e-mails that receive requests. */
    email: varchar('email', { length: B.email }).notNull(),
    /** The practice areas it serves (slugs of the six service pages). */
    areas: varchar('areas', { length: B.area })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull().default({}),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minNoticeHours: integer('min_notice_hours').notNull().default(24),
    windowDays: integer('window_days').notNull().default(30),
    inPerson: boolean('in_person').notNull().default(true),
    online: boolean('online').notNull().default(false),
    videoLink: varchar('video_link', { length: B.videoLink }),
    active: boolean('active').notNull().default(true),
    /** The secret part of the calendar's .ics subscription address ('Gerar novo endereço' replaces it). */
    feedToken: varchar('feed_token', { length: B.feedToken }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendars_duration_check', sql`${t.durationMinutes} in (30, 45, 60)`),
    check('calendars_buffer_check', sql`${t.bufferMinutes} between 0 and 240`),
    check('calendars_notice_check', sql`${t.minNoticeHours} between 0 and 2160`),
    check('calendars_window_check', sql`${t.windowDays} between 1 and 365`),
  ],
);

/** 'Folgas e feriados': days without consultations, for one calendar or (calendar_id null) the firm. */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id').references(() => calendars.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: varchar('reason', { length: B.timeOffReason }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_off_ends_on_idx').on(t.endsOn),
    check('time_off_range_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('booking'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    area: varchar('area', { length: B.area }),
    modality: text('modality', { enum: MODALITIES }),
    // The spec's consultation fields (null on a blocked slot).
    name: varchar('name', { length: V.name }),
    companyName: varchar('company_name', { length: V.companyName }),
    email: varchar('email', { length: V.email }),
    phone: varchar('phone', { length: V.phone }),
    caseSummary: varchar('case_summary', { length: V.caseSummary }),
    /** The visitor's own time zone, when it differed from the firm's (their e-mails show both). */
    visitorTimeZone: varchar('visitor_time_zone', { length: B.timeZone }),
    appointmentStatus: text('appointment_status', { enum: APPOINTMENT_STATUSES })
      .notNull()
      .default('confirmed'),
    /** Why the firm cancelled (told to the visitor), or why the slot is blocked. */
    reason: varchar('reason', { length: B.reason }),
    cancelledBy: text('cancelled_by', { enum: ['client', 'firm'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The invitation's SEQUENCE: raised by each change, so calendars replace the event. */
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...requestColumns(),
  },
  (t) => [
    index('bookings_calendar_starts_at_idx').on(t.calendarId, t.startsAt),
    index('bookings_starts_at_idx').on(t.startsAt),
    // The inbox reads requests newest first, optionally by status; LGPD looks them up by e-mail.
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_status_created_at_idx').on(t.status, t.createdAt),
    index('bookings_email_lower_idx').on(sql`lower(${t.email})`),
    check('bookings_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_kind_check', sql`${t.kind} in ('booking', 'block')`),
    check('bookings_modality_check', sql`${t.modality} in ('in_person', 'online')`),
    check('bookings_cancelled_by_check', sql`${t.cancelledBy} in ('client', 'firm')`),
    requestLanguageCheck('bookings', t.language),
    check(
      'bookings_client_check',
      sql`${t.kind} = 'block' or (${t.name} is not null and ${t.email} is not null and ${t.phone} is not null and ${t.caseSummary} is not null and ${t.modality} is not null)`,
    ),
    check(
      'bookings_appointment_status_check',
      sql`${t.appointmentStatus} in ('confirmed', 'cancelled', 'completed', 'no_show')`,
    ),
    check('bookings_status_check', sql`${t.status} in (${REQUEST_STATUS_LIST})`),
    // 'Minhas solicitações' and the daily follow-up e-mail; 'Contato anterior' by phone and company.
    index('bookings_assignee_follow_up_idx').on(t.assigneeId, t.followUpOn),
    index('bookings_phone_digits_idx').on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
    index('bookings_company_lower_idx').on(sql`lower(${t.companyName})`),
    check('bookings_notification_state_check', sql`${t.notificationState} in ('pending', 'sent', 'failed')`),
  ],
);

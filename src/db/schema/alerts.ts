import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogPosts } from './blog';
import { attributionColumns } from './visitors';
import { ALERT_LIMITS as A, ALERT_SUBSCRIBER_STATUSES } from './limits';

// Client alerts (issue 35, ADR 0026): the people who asked for the firm's posts by e-mail, with
// their consent record; each alert sent or scheduled; and one delivery per recipient, the durable
// unit the job queue sends.

export { ALERT_SUBSCRIBER_STATUSES, type AlertSubscriberStatus } from './limits';

export const alertSubscribers = pgTable(
  'alert_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: A.email }).notNull(),
    name: varchar('name', { length: A.name }),
    /** Practice areas' slugs; empty means every area. */
    topics: varchar('topics', { length: A.topic })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /** 'pt-BR' until the site has English ('en'). */
    language: varchar('language', { length: A.language }).notNull().default('pt-BR'),
    status: varchar('status', { length: 12, enum: ALERT_SUBSCRIBER_STATUSES }).notNull().default('pending'),
    /** The credential of the confirmation, preferences and unsubscribe links. */
    token: varchar('token', { length: A.token }).notNull(),
    // The consent record (LGPD art. 8): when, the text shown, from which page; the topics above.
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentText: varchar('consent_text', { length: A.consentText }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Added by the firm: the legal basis it recorded (null for the public form). */
    legalBasis: varchar('legal_basis', { length: A.legalBasis }),
    addedBy: varchar('added_by', { length: 64 }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** Permanent refusals (5xx) by the SMTP server at send time; suspended at ALERT_SUSPEND_AFTER. */
    refusals: integer('refusals').notNull().default(0),
    ...attributionColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_subscribers_email_idx').using('btree', sql`lower(${t.email})`),
    uniqueIndex('alert_subscribers_token_idx').on(t.token),
    index('alert_subscribers_status_idx').on(t.status, t.createdAt),
    check(
      'alert_subscribers_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'left', 'suspended')`,
    ),
  ],
);

/**
 * Those who left and were deleted by the retention: only a keyed hash of the address, so the firm
 * cannot add them again by hand.
 */
export const alertLeftHashes = pgTable('alert_left_hashes', {
  hash: char('hash', { length: 64 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ALERT_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references(() => blogPosts.id, { onDelete: 'set null' }),
    postSlug: varchar('post_slug', { length: A.slug }).notNull(),
    postTitle: varchar('post_title', { length: A.title }).notNull(),
    /** The post's areas when it was queued (empty: every subscriber). */
    topics: varchar('topics', { length: A.topic })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    language: varchar('language', { length: A.language }).notNull().default('pt-BR'),
    status: varchar('status', { length: 12, enum: ALERT_STATUSES }).notNull().default('scheduled'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** Set when its deliveries were made (the recipients are then fixed). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    createdBy: varchar('created_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_send_at_idx').on(t.sendAt),
    index('alerts_post_id_idx').on(t.postId),
    check('alerts_status_check', sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled')`),
  ],
);

export const ALERT_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;

export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    /** Null once the subscriber was erased or deleted by the retention (the counts stay). */
    subscriberId: uuid('subscriber_id').references(() => alertSubscribers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10, enum: ALERT_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: A.error }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The subscriber left with this alert as the last one received. */
    leftAfter: boolean('left_after').notNull().default(false),
  },
  (t) => [
    uniqueIndex('alert_deliveries_alert_subscriber_idx').on(t.alertId, t.subscriberId),
    index('alert_deliveries_subscriber_idx').on(t.subscriberId),
    check('alert_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'skipped')`),
  ],
);

export type AlertSubscriber = typeof alertSubscribers.$inferSelect;
export type Alert = typeof alerts.$inferSelect;
export type AlertDelivery = typeof alertDeliveries.$inferSelect;

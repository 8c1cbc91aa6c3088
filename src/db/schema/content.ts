import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PRIVACY_LIMITS, SETTINGS_LIMITS } from './limits';

// Content tables of SPEC §3, with the spec's table and column names.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const active = () => boolean('active').notNull().default(true);

export const tips = pgTable(
  'tips',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    author: text('author'),
    imageUrl: text('image_url'),
    authorPhotoUrl: text('author_photo_url'),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('tips_active_created_at_idx').on(t.active, t.createdAt)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    // Kept as entered: 1 to 5 with one decimal (SPEC §9), never rounded to half stars.
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
    comment: text('comment').notNull(),
    avatarUrl: text('avatar_url'),
    active: active(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    check('testimonials_display_order_check', sql`${t.displayOrder} >= 0`),
    index('testimonials_active_created_at_idx').on(t.active, t.createdAt),
  ],
);

export const clientLogos = pgTable(
  'client_logos',
  {
    id: id(),
    clientName: text('client_name').notNull(),
    url: text('url').notNull(),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('client_logos_active_created_at_idx').on(t.active, t.createdAt)],
);

export const logos = pgTable(
  'logos',
  {
    id: id(),
    url: text('url').notNull(),
    active: active(),
    createdAt: createdAt(),
  },
  // At most one active main logo (SPEC §4).
  (t) => [
    uniqueIndex('logos_single_active_idx')
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'] as const;

export const socialLinks = pgTable('social_links', {
  id: id(),
  platform: varchar('platform', { length: SETTINGS_LIMITS.socialPlatform }).notNull(),
  url: varchar('url', { length: SETTINGS_LIMITS.socialUrl }).notNull(),
  active: active(),
});

/**
 * The firm's details: a single row (id = 1) that the footer, chat button, consultation, structured
 * data and e-mails read. Every field starts empty; the admin fills them in /admin/configuracoes.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    firmName: varchar('firm_name', { length: SETTINGS_LIMITS.firmName }).notNull().default(''),
    oabRegistration: varchar('oab_registration', { length: SETTINGS_LIMITS.oabRegistration })
      .notNull()
      .default(''),
    cnpj: varchar('cnpj', { length: SETTINGS_LIMITS.cnpj }).notNull().default(''),
    phone: varchar('phone', { length: SETTINGS_LIMITS.phone }).notNull().default(''),
    /** Digits only, with the country code (55…), as wa.me expects. */
    whatsappNumber: varchar('whatsapp_number', { length: SETTINGS_LIMITS.whatsappNumber })
      .notNull()
      .default(''),
    email: varchar('email', { length: SETTINGS_LIMITS.email }).notNull().default(''),
    /** Where new requests are e-mailed; empty means the contact e-mail. */
    notificationEmails: varchar('notification_emails', { length: SETTINGS_LIMITS.email })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    address: varchar('address', { length: SETTINGS_LIMITS.address }).notNull().default(''),
    dpoName: varchar('dpo_name', { length: SETTINGS_LIMITS.dpoName }).notNull().default(''),
    dpoEmail: varchar('dpo_email', { length: SETTINGS_LIMITS.email }).notNull().default(''),
    /** Requests older than this many months are deleted by the daily retention job (LGPD). */
    retentionMonths: integer('retention_months').notNull().default(PRIVACY_LIMITS.defaultRetentionMonths),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'site_settings_retention_months_check',
      sql`${t.retentionMonths} between ${sql.raw(String(PRIVACY_LIMITS.minRetentionMonths))} and ${sql.raw(String(PRIVACY_LIMITS.maxRetentionMonths))}`,
    ),
  ],
);

export const successCases = pgTable(
  'success_cases',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    area: text('area').notNull(),
    result: text('result').notNull(),
    clientTestimonial: text('client_testimonial'),
    clientName: text('client_name'),
    imageUrl: text('image_url'),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('success_cases_created_at_idx').on(t.createdAt)],
);

export const mostRequestedServices = pgTable(
  'most_requested_services',
  {
    id: id(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    monthlyCount: integer('monthly_count').notNull().default(0),
    serviceDate: date('service_date')
      .notNull()
      .default(sql`current_date`),
    createdAt: createdAt(),
  },
  (t) => [
    check('most_requested_services_monthly_count_check', sql`${t.monthlyCount} >= 0`),
    index('most_requested_services_monthly_count_idx').on(t.monthlyCount),
    index('most_requested_services_service_date_idx').on(t.serviceDate),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: active(),
  },
  (t) => [
    index('blog_posts_active_published_at_idx').on(t.active, t.publishedAt),
    index('blog_posts_published_at_idx').on(t.publishedAt),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: id(),
    url: text('url').notNull(),
    type: text('type').notNull(),
    title: text('title'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('photos_type_created_at_idx').on(t.type, t.createdAt)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    content: text('content').notNull(),
    externalLink: text('external_link').notNull(),
    imageUrl: text('image_url'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_date_idx').on(t.date)],
);

export const backgroundImages = pgTable(
  'background_images',
  {
    id: id(),
    url: text('url').notNull(),
    title: text('title'),
    description: text('description'),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('background_images_created_at_idx').on(t.createdAt)],
);

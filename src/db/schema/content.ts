import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CONTENT_LIMITS as C, INTAKE_LIMITS, PRIVACY_LIMITS, SETTINGS_LIMITS } from './limits';

// Content tables of SPEC §3, with the spec's table and column names.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const active = () => boolean('active').notNull().default(true);

export const tips = pgTable(
  'tips',
  {
    id: id(),
    title: varchar('title', { length: C.title }).notNull(),
    content: varchar('content', { length: C.content }).notNull(),
    author: varchar('author', { length: C.author }),
    imageUrl: varchar('image_url', { length: C.url }),
    authorPhotoUrl: varchar('author_photo_url', { length: C.url }),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('tips_active_created_at_idx').on(t.active, t.createdAt)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: varchar('name', { length: C.name }).notNull(),
    company: varchar('company', { length: C.name }).notNull(),
    // Kept as entered: 1 to 5 with one decimal (SPEC §9), never rounded to half stars.
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
    comment: varchar('comment', { length: C.description }).notNull(),
    avatarUrl: varchar('avatar_url', { length: C.url }),
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
    clientName: varchar('client_name', { length: C.name }).notNull(),
    url: varchar('url', { length: C.url }).notNull(),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('client_logos_active_created_at_idx').on(t.active, t.createdAt)],
);

export const logos = pgTable(
  'logos',
  {
    id: id(),
    url: varchar('url', { length: C.url }).notNull(),
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
    /** Raw visits older than this many months are deleted daily; the daily aggregates stay (issue 24). */
    visitRetentionMonths: integer('visit_retention_months')
      .notNull()
      .default(INTAKE_LIMITS.defaultVisitRetentionMonths),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'site_settings_retention_months_check',
      sql`${t.retentionMonths} between ${sql.raw(String(PRIVACY_LIMITS.minRetentionMonths))} and ${sql.raw(String(PRIVACY_LIMITS.maxRetentionMonths))}`,
    ),
    check(
      'site_settings_visit_retention_months_check',
      sql`${t.visitRetentionMonths} between ${sql.raw(String(INTAKE_LIMITS.minVisitRetentionMonths))} and ${sql.raw(String(INTAKE_LIMITS.maxVisitRetentionMonths))}`,
    ),
  ],
);

export const successCases = pgTable(
  'success_cases',
  {
    id: id(),
    title: varchar('title', { length: C.title }).notNull(),
    description: varchar('description', { length: C.description }).notNull(),
    area: varchar('area', { length: C.title }).notNull(),
    result: varchar('result', { length: C.description }).notNull(),
    clientTestimonial: varchar('client_testimonial', { length: C.description }),
    clientName: varchar('client_name', { length: C.name }),
    imageUrl: varchar('image_url', { length: C.url }),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('success_cases_created_at_idx').on(t.createdAt)],
);

export const mostRequestedServices = pgTable(
  'most_requested_services',
  {
    id: id(),
    title: varchar('title', { length: C.title }).notNull(),
    theme: varchar('theme', { length: C.title }).notNull(),
    subject: varchar('subject', { length: C.title }).notNull(),
    description: varchar('description', { length: C.description }).notNull(),
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
    title: varchar('title', { length: C.title }).notNull(),
    summary: varchar('summary', { length: C.summary }).notNull(),
    content: varchar('content', { length: C.content }).notNull(),
    author: varchar('author', { length: C.author }).notNull(),
    imageUrl: varchar('image_url', { length: C.url }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    tags: varchar('tags', { length: C.tag })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
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
    url: varchar('url', { length: C.url }).notNull(),
    type: varchar('type', { length: C.photoType }).notNull(),
    title: varchar('title', { length: C.title }),
    description: varchar('description', { length: C.caption }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_type_created_at_idx').on(t.type, t.createdAt)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    title: varchar('title', { length: C.title }).notNull(),
    subtitle: varchar('subtitle', { length: C.subtitle }).notNull(),
    content: varchar('content', { length: C.content }).notNull(),
    externalLink: varchar('external_link', { length: C.url }).notNull(),
    imageUrl: varchar('image_url', { length: C.url }),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_date_idx').on(t.date)],
);

export const backgroundImages = pgTable(
  'background_images',
  {
    id: id(),
    url: varchar('url', { length: C.url }).notNull(),
    title: varchar('title', { length: C.title }),
    description: varchar('description', { length: C.caption }),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('background_images_created_at_idx').on(t.createdAt)],
);

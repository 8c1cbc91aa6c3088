import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { versioned } from './content';
import { ALERT_LIMITS, BLOG_LIMITS as B, CONTENT_LIMITS as C } from './limits';

// The blog (SPEC §3 blog_posts, issue 21): rich text as JSON with its plain text beside it, an
// address made of words (slug) that keeps answering after it changes, search-engine fields, tag
// slugs for the tag pages and a full-text search vector (Portuguese, accents folded).

/** PostgreSQL's tsvector, written only by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The stored document: the allowlisted Tiptap JSON of src/lib/shared/rich-text/document.ts. */
export interface StoredRichDoc {
  type: 'doc';
  content: unknown[];
}

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: C.title }).notNull(),
    // The address /blog/{slug}. The service always sets it (from the title on creation); the
    // default only gives a row inserted without one a unique address.
    slug: varchar('slug', { length: B.slug })
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    summary: varchar('summary', { length: C.summary }).notNull(),
    /** The rich text (sanitised on save and on render). */
    content: jsonb('content').$type<StoredRichDoc>().notNull(),
    /** Its plain text, derived on save: search, reading time, the OAB check, JSON-LD. */
    contentText: varchar('content_text', { length: C.content }).notNull().default(''),
    author: varchar('author', { length: C.author }).notNull(),
    imageUrl: varchar('image_url', { length: C.url }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    tags: varchar('tags', { length: C.tag })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    /** The tags' slugs (/blog/tag/{slug}), derived on save. */
    tagSlugs: varchar('tag_slugs', { length: C.tag })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    active: boolean('active').notNull().default(true),
    /** 'Título para buscadores', 'Descrição para buscadores' (empty: the title and the summary). */
    seoTitle: varchar('seo_title', { length: B.seoTitle }),
    seoDescription: varchar('seo_description', { length: B.seoDescription }),
    /** 'Imagem para redes sociais' (empty: the post's image). */
    socialImageUrl: varchar('social_image_url', { length: C.url }),
    /** 'Ocultar dos buscadores': noindex, and left out of the sitemap. */
    noindex: boolean('noindex').notNull().default(false),
    // Weighted title > tags > summary > text; blog_search_vector is defined in
    // drizzle/0013_blog_search_prepare.sql (Portuguese stemming over unaccented words). Searches
    // match on it (GIN) and rank by the small search_head (title, tags, summary): a long text's
    // vector is stored out of line, and reading thousands of them to rank would not scale.
    // English posts (issue 34) are stemmed in English: blog_search_vector(locale, …) is defined in
    // drizzle/0024_blog_languages.sql.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`blog_search_vector(locale, title, tags, summary, content_text)`),
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(sql`blog_search_vector(locale, title, tags, summary, '')`),
    ...versioned(),
    // The editorial desk (issue 22, ADR 0016): only a 'published' post reaches a visitor.
    status: varchar('status', { length: 20, enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('published'),
    /** When the job queue publishes the post (scheduled), or its held next version (published). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** A published post's next version, held as a revision until it is published. */
    nextRevisionId: uuid('next_revision_id'),
    /** Why the last publication failed ('Falha ao publicar'); cleared by the next save. */
    publishError: varchar('publish_error', { length: C.publishError }),
    /**
     * The post's language (issue 34, ADR 0029): a Portuguese post, or the English version of one
     * (`translationOf`), a row of its own with its own address, state, schedule and revisions.
     */
    locale: varchar('locale', { length: 5, enum: ['pt-BR', 'en'] })
      .notNull()
      .default('pt-BR'),
    /** The Portuguese post an English one translates (deleted with it). */
    translationOf: uuid('translation_of').references((): AnyPgColumn => blogPosts.id, {
      onDelete: 'cascade',
    }),
    /**
     * An English post: the fingerprint of its Portuguese post's texts when the English was last
     * saved (src/features/blog/languages.ts, fingerprintOf); another one now means 'Desatualizado'.
     */
    sourceFingerprint: varchar('source_fingerprint', { length: 32 }),
    /** 'Áreas do informativo' (issue 35): the practice areas whose subscribers get it as an alert. */
    alertTopics: varchar('alert_topics', { length: ALERT_LIMITS.topic })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_at_idx').on(t.publishedAt),
    index('blog_posts_tag_slugs_idx').using('gin', t.tagSlugs),
    index('blog_posts_search_vector_idx').using('gin', t.searchVector),
    check('blog_posts_locale_check', sql`${t.locale} in ('pt-BR', 'en')`),
    // A Portuguese post has no original; an English one translates exactly one, once.
    check('blog_posts_translation_check', sql`(${t.locale} = 'pt-BR') = (${t.translationOf} is null)`),
    uniqueIndex('blog_posts_translation_of_idx').on(t.translationOf),
    index('blog_posts_locale_published_at_idx').on(t.locale, t.active, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    index('blog_posts_publish_error_idx')
      .on(t.id)
      .where(sql`${t.publishError} is not null`),
  ],
);

/**
 * A post's earlier addresses: each answers 301 to its current one for ever (filled by a trigger
 * when a slug changes, drizzle/0015_blog_content_fill.sql); gone with the post.
 */
export const blogPostSlugs = pgTable(
  'blog_post_slugs',
  {
    slug: varchar('slug', { length: B.slug }).primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_post_slugs_post_id_idx').on(t.postId)],
);

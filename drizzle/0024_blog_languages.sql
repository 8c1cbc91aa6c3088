-- Blog posts in two languages (issue 34, ADR 0029): an English post is a row of its own beside
-- the Portuguese post it translates (its own address, state, schedule, revisions), searched with
-- English stemming over unaccented words.
-- 1. english_unaccent, the English twin of portuguese_unaccent (0013).
-- 2. blog_search_vector(locale, …): the generated vectors' expression, the language's stemming.
DO $$
BEGIN
  CREATE TEXT SEARCH CONFIGURATION public.english_unaccent (COPY = pg_catalog.english);
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.english_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.blog_search_vector(locale text, title text, tags varchar[], summary text, body text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN locale = 'en' THEN
      setweight(to_tsvector('public.english_unaccent'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('public.english_unaccent'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('public.english_unaccent'::regconfig, coalesce(summary, '')), 'C')
      || setweight(to_tsvector('public.english_unaccent'::regconfig, coalesce(body, '')), 'D')
    ELSE public.blog_search_vector(title, tags, summary, body) END
$$;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "locale" varchar(5) DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "source_fingerprint" varchar(32);--> statement-breakpoint
DROP INDEX "blog_posts_active_published_at_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (blog_search_vector(locale, title, tags, summary, content_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" DROP COLUMN "search_head";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (blog_search_vector(locale, title, tags, summary, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "search_head" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "blog_posts_search_vector_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_blog_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_translation_of_idx" ON "blog_posts" USING btree ("translation_of");--> statement-breakpoint
CREATE INDEX "blog_posts_locale_published_at_idx" ON "blog_posts" USING btree ("locale","active","published_at");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_locale_check" CHECK ("blog_posts"."locale" in ('pt-BR', 'en'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_check" CHECK (("blog_posts"."locale" = 'pt-BR') = ("blog_posts"."translation_of" is null));

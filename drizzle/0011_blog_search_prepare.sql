-- Issue 21 (ADR 0013), hand-written part 1 of 2: what the generated migration after this one needs,
-- and the plain-text posts turned into rich text.
-- 1. unaccent (trusted since PostgreSQL 13; in Debian's postgresql-contrib) and a Portuguese text
--    search configuration that folds accents before stemming: 'tributaria' finds 'Tributária',
--    'contratos' finds 'contrato'.
-- 2. blog_search_vector(), the expression of blog_posts.search_vector (a generated column, so it
--    must be IMMUTABLE; array_to_string is only STABLE in general, but not for a varchar[]).
-- 3. content from varchar to the editor's JSON: each non-empty line becomes a paragraph.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$
BEGIN
  CREATE TEXT SEARCH CONFIGURATION public.portuguese_unaccent (COPY = pg_catalog.portuguese);
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.portuguese_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.portuguese_stem;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.blog_search_vector(title text, tags varchar[], summary text, body text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('public.portuguese_unaccent'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.portuguese_unaccent'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
    || setweight(to_tsvector('public.portuguese_unaccent'::regconfig, coalesce(summary, '')), 'C')
    || setweight(to_tsvector('public.portuguese_unaccent'::regconfig, coalesce(body, '')), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.blog_doc_of(plain text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('type', 'doc', 'content', coalesce(
    (SELECT jsonb_agg(jsonb_build_object('type', 'paragraph', 'content',
        jsonb_build_array(jsonb_build_object('type', 'text', 'text', btrim(line)))) ORDER BY n)
     FROM regexp_split_to_table(plain, E'\r?\n') WITH ORDINALITY AS lines(line, n)
     WHERE btrim(line) <> ''),
    '[]'::jsonb))
$$;
--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "content" SET DATA TYPE jsonb USING pg_temp.blog_doc_of("content");

-- Issue 21 (ADR 0013), hand-written part 2 of 2: the existing posts get what the service derives on
-- every save (their plain text, an address from the title, their tags' slugs), then the trigger
-- that keeps every earlier address of a post so that it answers 301 for ever.
CREATE FUNCTION pg_temp.slug_of(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT btrim(left(btrim(regexp_replace(lower(public.unaccent(value)), '[^a-z0-9]+', '-', 'g'), '-'), 190), '-')
$$;
--> statement-breakpoint
UPDATE "blog_posts" SET
  "content_text" = coalesce(
    (SELECT string_agg(block -> 'content' -> 0 ->> 'text', E'\n' ORDER BY n)
     FROM jsonb_array_elements("content" -> 'content') WITH ORDINALITY AS blocks(block, n)),
    ''),
  "tag_slugs" = coalesce(
    (SELECT array_agg(slug ORDER BY first)
     FROM (SELECT pg_temp.slug_of(tag) AS slug, min(n) AS first
           FROM unnest("tags") WITH ORDINALITY AS t(tag, n)
           GROUP BY 1) slugs
     WHERE slug <> ''),
    '{}');
--> statement-breakpoint
DO $$
DECLARE
  post record;
  base text;
  candidate text;
  n int;
BEGIN
  -- Oldest first, so an older post keeps the plain address when two titles are the same.
  FOR post IN SELECT id, title FROM blog_posts ORDER BY published_at, id LOOP
    base := coalesce(nullif(pg_temp.slug_of(post.title), ''), 'artigo');
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM blog_posts WHERE slug = candidate AND id <> post.id) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE blog_posts SET slug = candidate WHERE id = post.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.blog_posts_keep_old_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The new address is the post's own again (or was freed); the old one now points to the post.
  DELETE FROM public.blog_post_slugs WHERE slug = NEW.slug;
  INSERT INTO public.blog_post_slugs (slug, post_id) VALUES (OLD.slug, OLD.id)
    ON CONFLICT (slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_keep_old_slug AFTER UPDATE OF slug ON blog_posts
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION public.blog_posts_keep_old_slug();
--> statement-breakpoint
-- Narrow rows for the lists, counts and rankings at 10,000 posts (bench/blog.ts): long values (the
-- text, its JSON, the full search vector) are stored out of line from 256 bytes on, while the small
-- vector that ranks a search (title, tags, summary) stays in the row.
ALTER TABLE "blog_posts" SET (toast_tuple_target = 256);
--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "search_head" SET STORAGE MAIN;

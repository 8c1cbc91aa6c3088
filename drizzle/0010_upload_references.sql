-- The stored files that revisions and autosaved copies refer to (issue 22, ADR 0015): an upload is
-- deleted only when nothing refers to it any more. One row per reference, with its source.
CREATE VIEW "upload_references" AS
  SELECT unnest("uploads") AS "url", 'revision'::text AS "source", "entity", "entity_id"::text AS "entity_id"
  FROM "content_revisions"
  UNION ALL
  SELECT unnest("uploads"), 'autosave'::text, "entity", "entity_id"
  FROM "autosaves";
--> statement-breakpoint
-- Existing blog posts start their history with the version they have now.
INSERT INTO "content_revisions" ("entity", "entity_id", "version", "fields", "uploads", "created_at")
  SELECT 'blog_posts', "id", "version", to_jsonb(p) - 'id', array_remove(ARRAY["image_url"], NULL)::varchar[],
    "published_at"
  FROM "blog_posts" p;

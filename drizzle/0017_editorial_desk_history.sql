-- Issue 22 (ADR 0015), hand-written: existing blog posts start their history with the version they
-- have now (every column but the generated search vectors). The uploads a revision names stay
-- stored through the registry of src/lib/server/upload-references.ts (content_revisions.fields).
INSERT INTO "content_revisions" ("entity", "entity_id", "version", "fields", "created_at")
  SELECT 'blog_posts', "id", "version", to_jsonb(p) - 'id' - 'search_vector' - 'search_head', "published_at"
  FROM "blog_posts" p;

-- The inbox's search (name, e-mail and text contain the words) with trigram indexes, so it stays
-- fast at 100,000 requests (bench/requests.ts). pg_trgm is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultations_search_idx" ON "consultations" USING gin ((name || ' ' || email || ' ' || case_summary) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_search_idx" ON "contact_messages" USING gin ((name || ' ' || email || ' ' || message) gin_trgm_ops);

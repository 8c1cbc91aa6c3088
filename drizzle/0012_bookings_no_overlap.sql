-- No double booking (issue 23): PostgreSQL itself refuses a second booking (or blocked slot) whose
-- time overlaps one that is not cancelled on the same calendar. An exclusion constraint over a
-- range needs btree_gist for the calendar's equality (a trusted extension since PostgreSQL 13; in
-- postgresql-contrib on Debian's 15). PostgreSQL 18's WITHOUT OVERLAPS is not used: CI also runs 15.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "calendar_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("appointment_status" <> 'cancelled');--> statement-breakpoint
-- The inbox's search, as drizzle/0004_requests_search.sql has it for the other requests.
CREATE INDEX IF NOT EXISTS "bookings_search_idx" ON "bookings" USING gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(case_summary, '')) gin_trgm_ops);

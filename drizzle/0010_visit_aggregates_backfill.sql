-- Daily aggregates of the visits recorded before issue 24 (Brasília days). Those visits have no
-- device, source or visitor hash: they count as visits per day and path only.
INSERT INTO "visit_days" ("day", "visits", "entries", "visitors", "last_visit_at")
SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, count(*), 0, 0, max("created_at")
FROM "page_visits"
GROUP BY 1;
--> statement-breakpoint
INSERT INTO "visit_day_pages" ("day", "page_path", "visits", "entries")
SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "page_path", count(*), 0
FROM "page_visits"
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "visit_day_devices" ("day", "device", "browser", "visits")
SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, '', '', count(*)
FROM "page_visits"
GROUP BY 1;
--> statement-breakpoint
-- The first response of requests answered before issue 24: their first recorded status change.
UPDATE "consultations" c SET "first_response_at" = a."at"
FROM (SELECT "entity_id", min("at") AS "at" FROM "activity_log"
      WHERE "kind" = 'status_change' AND "entity" = 'consultations' GROUP BY 1) a
WHERE a."entity_id" = c."id"::text;
--> statement-breakpoint
UPDATE "contact_messages" m SET "first_response_at" = a."at"
FROM (SELECT "entity_id", min("at") AS "at" FROM "activity_log"
      WHERE "kind" = 'status_change' AND "entity" = 'contact_messages' GROUP BY 1) a
WHERE a."entity_id" = m."id"::text;

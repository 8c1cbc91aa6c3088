-- Booking links (/agendar-consulta/reserva/{token}, its cancel and reschedule pages) and preview
-- links (/pre-visualizacao/{token}) carry a working credential in their path. Their visits are no
-- longer recorded (src/features/visits/recordable.ts): the ones recorded before go, with their share
-- of each day's totals, and a request's entry or form page keeps the page without its token
-- (src/lib/shared/token-paths.ts). Stored paths have no leading slash; the oldest may have one.
UPDATE "visit_days" d SET
  "visits" = greatest(0, d."visits" - p."visits"),
  "entries" = greatest(0, d."entries" - p."entries")
FROM (SELECT "day", sum("visits")::int AS "visits", sum("entries")::int AS "entries"
      FROM "visit_day_pages"
      WHERE "page_path" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+'
      GROUP BY 1) p
WHERE d."day" = p."day";
--> statement-breakpoint
DELETE FROM "visit_day_pages" WHERE "page_path" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+';
--> statement-breakpoint
DELETE FROM "page_visits" WHERE "page_path" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+';
--> statement-breakpoint
UPDATE "consultations" SET
  "entry_page" = regexp_replace("entry_page", '^(/*)(agendar-consulta/reserva|pre-visualizacao)/[^/]+', '\1\2/[token]'),
  "form_page" = regexp_replace("form_page", '^(/*)(agendar-consulta/reserva|pre-visualizacao)/[^/]+', '\1\2/[token]')
WHERE "entry_page" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+'
   OR "form_page" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+';
--> statement-breakpoint
UPDATE "contact_messages" SET
  "entry_page" = regexp_replace("entry_page", '^(/*)(agendar-consulta/reserva|pre-visualizacao)/[^/]+', '\1\2/[token]'),
  "form_page" = regexp_replace("form_page", '^(/*)(agendar-consulta/reserva|pre-visualizacao)/[^/]+', '\1\2/[token]')
WHERE "entry_page" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+'
   OR "form_page" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+';
--> statement-breakpoint
UPDATE "bookings" SET
  "entry_page" = regexp_replace("entry_page", '^(/*)(agendar-consulta/reserva|pre-visualizacao)/[^/]+', '\1\2/[token]'),
  "form_page" = regexp_replace("form_page", '^(/*)(agendar-consulta/reserva|pre-visualizacao)/[^/]+', '\1\2/[token]')
WHERE "entry_page" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+'
   OR "form_page" ~ '^/*(agendar-consulta/reserva|pre-visualizacao)/[^/]+';

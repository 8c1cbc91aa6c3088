CREATE TABLE "retention_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retention_months" integer NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"consultations_deleted" integer DEFAULT 0 NOT NULL,
	"messages_deleted" integer DEFAULT 0 NOT NULL,
	"outbox_files_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
CREATE INDEX "retention_runs_ran_at_idx" ON "retention_runs" USING btree ("ran_at");--> statement-breakpoint
CREATE INDEX "consultations_email_lower_idx" ON "consultations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_retention_months_check" CHECK ("site_settings"."retention_months" between 1 and 120);
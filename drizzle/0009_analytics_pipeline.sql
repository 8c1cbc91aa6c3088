CREATE TABLE "visit_day_devices" (
	"day" date NOT NULL,
	"device" varchar(10) NOT NULL,
	"browser" varchar(30) NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_devices_day_device_browser_pk" PRIMARY KEY("day","device","browser")
);
--> statement-breakpoint
CREATE TABLE "visit_day_pages" (
	"day" date NOT NULL,
	"page_path" varchar(512) NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_pages_day_page_path_pk" PRIMARY KEY("day","page_path")
);
--> statement-breakpoint
CREATE TABLE "visit_day_sources" (
	"day" date NOT NULL,
	"source" varchar(253) NOT NULL,
	"medium" varchar(100) NOT NULL,
	"campaign" varchar(100) NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_day_sources_day_source_medium_campaign_pk" PRIMARY KEY("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_days" (
	"day" date NOT NULL,
	"visitor_hash" "bytea" NOT NULL,
	CONSTRAINT "visitor_days_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash"),
	CONSTRAINT "visitor_days_hash_length_check" CHECK (octet_length("visitor_days"."visitor_hash") = 16)
);
--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"assignee_id" text NOT NULL,
	"day" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_assignee_id_day_pk" PRIMARY KEY("assignee_id","day")
);
--> statement-breakpoint
CREATE TABLE "request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid,
	"contact_message_id" uuid,
	"author_id" text,
	"body" varchar(5000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_notes_one_request_check" CHECK (num_nonnulls("request_notes"."consultation_id", "request_notes"."contact_message_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "consultations" DROP CONSTRAINT "consultations_status_check";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_status_check";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "visit_retention_months" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "entry_page" varchar(512);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "referrer_host" varchar(253);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "utm_source" varchar(100);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "utm_medium" varchar(100);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "utm_campaign" varchar(100);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "form_page" varchar(512);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "entry_page" varchar(512);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_host" varchar(253);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" varchar(100);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" varchar(100);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" varchar(100);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "form_page" varchar(512);--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "referrer_host" varchar(253);--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "utm_source" varchar(100);--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "utm_medium" varchar(100);--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "utm_campaign" varchar(100);--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "browser" varchar(30);--> statement-breakpoint
ALTER TABLE "page_visits" ADD COLUMN "is_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_consultation_idx" ON "request_notes" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "request_notes_contact_message_idx" ON "request_notes" USING btree ("contact_message_id","created_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_assignee_follow_up_idx" ON "consultations" USING btree ("assignee_id","follow_up_on");--> statement-breakpoint
CREATE INDEX "consultations_phone_digits_idx" ON "consultations" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "consultations_company_lower_idx" ON "consultations" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "contact_messages_assignee_follow_up_idx" ON "contact_messages" USING btree ("assignee_id","follow_up_on");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_visit_retention_months_check" CHECK ("site_settings"."visit_retention_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" in ('new', 'in_progress', 'waiting_client', 'hired', 'not_hired', 'done'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'in_progress', 'waiting_client', 'hired', 'not_hired', 'done'));--> statement-breakpoint
ALTER TABLE "page_visits" ADD CONSTRAINT "page_visits_device_check" CHECK ("page_visits"."device" in ('mobile', 'tablet', 'desktop'));
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"kind" text DEFAULT 'booking' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"area" varchar(40),
	"modality" text,
	"name" varchar(200),
	"company_name" varchar(200),
	"email" varchar(254),
	"phone" varchar(30),
	"case_summary" varchar(5000),
	"visitor_time_zone" varchar(64),
	"appointment_status" text DEFAULT 'confirmed' NOT NULL,
	"reason" varchar(500),
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"follow_up_on" date,
	"first_response_at" timestamp with time zone,
	"entry_page" varchar(512),
	"referrer_host" varchar(253),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"form_page" varchar(512),
	"notification_state" text DEFAULT 'pending' NOT NULL,
	"notification_error" varchar(2000),
	"notified_at" timestamp with time zone,
	"privacy_notice_version" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('booking', 'block')),
	CONSTRAINT "bookings_modality_check" CHECK ("bookings"."modality" in ('in_person', 'online')),
	CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('client', 'firm')),
	CONSTRAINT "bookings_client_check" CHECK ("bookings"."kind" = 'block' or ("bookings"."name" is not null and "bookings"."email" is not null and "bookings"."phone" is not null and "bookings"."case_summary" is not null and "bookings"."modality" is not null)),
	CONSTRAINT "bookings_appointment_status_check" CHECK ("bookings"."appointment_status" in ('confirmed', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('new', 'in_progress', 'waiting_client', 'hired', 'not_hired', 'done')),
	CONSTRAINT "bookings_notification_state_check" CHECK ("bookings"."notification_state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"areas" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_hours" integer DEFAULT 24 NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"in_person" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"video_link" varchar(500),
	"active" boolean DEFAULT true NOT NULL,
	"feed_token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendars_feed_token_unique" UNIQUE("feed_token"),
	CONSTRAINT "calendars_duration_check" CHECK ("calendars"."duration_minutes" in (30, 45, 60)),
	CONSTRAINT "calendars_buffer_check" CHECK ("calendars"."buffer_minutes" between 0 and 240),
	CONSTRAINT "calendars_notice_check" CHECK ("calendars"."min_notice_hours" between 0 and 2160),
	CONSTRAINT "calendars_window_check" CHECK ("calendars"."window_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_range_check" CHECK ("time_off"."ends_on" >= "time_off"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "request_notes" DROP CONSTRAINT "request_notes_one_request_check";--> statement-breakpoint
ALTER TABLE "retention_runs" ADD COLUMN "bookings_deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_notes" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_calendar_starts_at_idx" ON "bookings" USING btree ("calendar_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_created_at_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_assignee_follow_up_idx" ON "bookings" USING btree ("assignee_id","follow_up_on");--> statement-breakpoint
CREATE INDEX "bookings_phone_digits_idx" ON "bookings" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "bookings_company_lower_idx" ON "bookings" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "time_off_ends_on_idx" ON "time_off" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_notes_booking_idx" ON "request_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "request_notes" ADD CONSTRAINT "request_notes_one_request_check" CHECK (num_nonnulls("request_notes"."consultation_id", "request_notes"."contact_message_id", "request_notes"."booking_id") = 1);
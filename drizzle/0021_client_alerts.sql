CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"subscriber_id" uuid,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(1000),
	"sent_at" timestamp with time zone,
	"left_after" boolean DEFAULT false NOT NULL,
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('queued', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "alert_left_hashes" (
	"hash" char(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(200),
	"topics" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"language" varchar(5) DEFAULT 'pt-BR' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"token" varchar(64) NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_text" varchar(2000) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"legal_basis" varchar(500),
	"added_by" varchar(64),
	"left_at" timestamp with time zone,
	"refusals" integer DEFAULT 0 NOT NULL,
	"entry_page" varchar(512),
	"referrer_host" varchar(253),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"form_page" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscribers_status_check" CHECK ("alert_subscribers"."status" in ('pending', 'confirmed', 'left', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"post_slug" varchar(200) NOT NULL,
	"post_title" varchar(300) NOT NULL,
	"topics" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"language" varchar(5) DEFAULT 'pt-BR' NOT NULL,
	"status" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_status_check" CHECK ("alerts"."status" in ('scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "alert_topics" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_alert_subscriber_idx" ON "alert_deliveries" USING btree ("alert_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_subscriber_idx" ON "alert_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_email_idx" ON "alert_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribers_token_idx" ON "alert_subscribers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "alert_subscribers_status_idx" ON "alert_subscribers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "alerts_send_at_idx" ON "alerts" USING btree ("send_at");--> statement-breakpoint
CREATE INDEX "alerts_post_id_idx" ON "alerts" USING btree ("post_id");
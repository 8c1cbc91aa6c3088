CREATE TABLE "autosaves" (
	"user_id" varchar(64) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"fields" jsonb NOT NULL,
	"base_version" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autosaves_user_id_entity_entity_id_pk" PRIMARY KEY("user_id","entity","entity_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"created_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "most_requested_services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "most_requested_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "most_requested_services" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "success_cases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "success_cases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "success_cases" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" varchar(64);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" varchar(20) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "next_revision_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_error" varchar(500);--> statement-breakpoint
ALTER TABLE "autosaves" ADD CONSTRAINT "autosaves_user_id_administrators_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autosaves_entity_entity_id_idx" ON "autosaves" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "content_revisions_entity_entity_id_created_at_idx" ON "content_revisions" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_publish_error_idx" ON "blog_posts" USING btree ("id") WHERE "blog_posts"."publish_error" is not null;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'scheduled', 'published'));
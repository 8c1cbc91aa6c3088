ALTER TABLE "blog_posts" ADD COLUMN "status" varchar(20) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "next_revision_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_error" varchar(500);--> statement-breakpoint
CREATE INDEX "blog_posts_publish_error_idx" ON "blog_posts" USING btree ("id") WHERE "blog_posts"."publish_error" is not null;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'scheduled', 'published'));
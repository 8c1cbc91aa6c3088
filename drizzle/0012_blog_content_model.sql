CREATE TABLE "blog_post_slugs" (
	"slug" varchar(200) PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "content" SET DATA TYPE jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug" varchar(200) DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_text" varchar(20000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "tag_slugs" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_title" varchar(60);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_description" varchar(160);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "social_image_url" varchar(2048);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (blog_search_vector(title, tags, summary, content_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (blog_search_vector(title, tags, summary, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_slugs" ADD CONSTRAINT "blog_post_slugs_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_slugs_post_id_idx" ON "blog_post_slugs" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_tag_slugs_idx" ON "blog_posts" USING gin ("tag_slugs");--> statement-breakpoint
CREATE INDEX "blog_posts_search_vector_idx" ON "blog_posts" USING gin ("search_vector");
CREATE TABLE "media_catalogue_runs" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" varchar(32) NOT NULL,
	"key" varchar(300) NOT NULL,
	"file_name" varchar(255),
	"sha256" char(64) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"alt_pt" varchar(500),
	"alt_en" varchar(500),
	"decorative" boolean DEFAULT false NOT NULL,
	"focal_x" smallint DEFAULT 50 NOT NULL,
	"focal_y" smallint DEFAULT 50 NOT NULL,
	"kept" boolean DEFAULT false NOT NULL,
	"uploaded_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_focal_check" CHECK ("media_items"."focal_x" between 0 and 100 and "media_items"."focal_y" between 0 and 100),
	CONSTRAINT "media_items_size_check" CHECK ("media_items"."bytes" >= 0 and "media_items"."width" > 0 and "media_items"."height" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_object_idx" ON "media_items" USING btree ("bucket","key");--> statement-breakpoint
CREATE INDEX "media_items_sha256_idx" ON "media_items" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_items_created_at_idx" ON "media_items" USING btree ("created_at");
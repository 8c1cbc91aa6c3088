-- Every text column of the site's own tables gets the length of src/db/schema/limits.ts. The limits
-- are far above what the forms ever let through, but a firm's database may hold older rows written
-- before any limit: the explicit cast (USING col::varchar(n)) cuts such a value to the limit instead of
-- failing the migration, which would keep the site from starting.
ALTER TABLE "administrators" ALTER COLUMN "email" SET DATA TYPE varchar(254) USING "email"::varchar(254);--> statement-breakpoint
ALTER TABLE "background_images" ALTER COLUMN "url" SET DATA TYPE varchar(2048) USING "url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "background_images" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "background_images" ALTER COLUMN "description" SET DATA TYPE varchar(1000) USING "description"::varchar(1000);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "summary" SET DATA TYPE varchar(1000) USING "summary"::varchar(1000);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "content" SET DATA TYPE varchar(20000) USING "content"::varchar(20000);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "author" SET DATA TYPE varchar(200) USING "author"::varchar(200);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "image_url" SET DATA TYPE varchar(2048) USING "image_url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "tags" SET DATA TYPE varchar(50)[] USING "tags"::varchar(50)[];--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "tags" SET DEFAULT '{}'::varchar[];--> statement-breakpoint
ALTER TABLE "client_logos" ALTER COLUMN "client_name" SET DATA TYPE varchar(200) USING "client_name"::varchar(200);--> statement-breakpoint
ALTER TABLE "client_logos" ALTER COLUMN "url" SET DATA TYPE varchar(2048) USING "url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "logos" ALTER COLUMN "url" SET DATA TYPE varchar(2048) USING "url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "most_requested_services" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "most_requested_services" ALTER COLUMN "theme" SET DATA TYPE varchar(200) USING "theme"::varchar(200);--> statement-breakpoint
ALTER TABLE "most_requested_services" ALTER COLUMN "subject" SET DATA TYPE varchar(200) USING "subject"::varchar(200);--> statement-breakpoint
ALTER TABLE "most_requested_services" ALTER COLUMN "description" SET DATA TYPE varchar(5000) USING "description"::varchar(5000);--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "subtitle" SET DATA TYPE varchar(300) USING "subtitle"::varchar(300);--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "content" SET DATA TYPE varchar(20000) USING "content"::varchar(20000);--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "external_link" SET DATA TYPE varchar(2048) USING "external_link"::varchar(2048);--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "image_url" SET DATA TYPE varchar(2048) USING "image_url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "url" SET DATA TYPE varchar(2048) USING "url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "type" SET DATA TYPE varchar(40) USING "type"::varchar(40);--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "description" SET DATA TYPE varchar(1000) USING "description"::varchar(1000);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "description" SET DATA TYPE varchar(5000) USING "description"::varchar(5000);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "area" SET DATA TYPE varchar(200) USING "area"::varchar(200);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "result" SET DATA TYPE varchar(5000) USING "result"::varchar(5000);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "client_testimonial" SET DATA TYPE varchar(5000) USING "client_testimonial"::varchar(5000);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "client_name" SET DATA TYPE varchar(200) USING "client_name"::varchar(200);--> statement-breakpoint
ALTER TABLE "success_cases" ALTER COLUMN "image_url" SET DATA TYPE varchar(2048) USING "image_url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "name" SET DATA TYPE varchar(200) USING "name"::varchar(200);--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "company" SET DATA TYPE varchar(200) USING "company"::varchar(200);--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "comment" SET DATA TYPE varchar(5000) USING "comment"::varchar(5000);--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "avatar_url" SET DATA TYPE varchar(2048) USING "avatar_url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "title" SET DATA TYPE varchar(200) USING "title"::varchar(200);--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "content" SET DATA TYPE varchar(20000) USING "content"::varchar(20000);--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "author" SET DATA TYPE varchar(200) USING "author"::varchar(200);--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "image_url" SET DATA TYPE varchar(2048) USING "image_url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "author_photo_url" SET DATA TYPE varchar(2048) USING "author_photo_url"::varchar(2048);--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "name" SET DATA TYPE varchar(200) USING "name"::varchar(200);--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "company_name" SET DATA TYPE varchar(200) USING "company_name"::varchar(200);--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "email" SET DATA TYPE varchar(254) USING "email"::varchar(254);--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "phone" SET DATA TYPE varchar(30) USING "phone"::varchar(30);--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "case_summary" SET DATA TYPE varchar(5000) USING "case_summary"::varchar(5000);--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "notification_error" SET DATA TYPE varchar(2000) USING "notification_error"::varchar(2000);--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "name" SET DATA TYPE varchar(200) USING "name"::varchar(200);--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "email" SET DATA TYPE varchar(254) USING "email"::varchar(254);--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "message" SET DATA TYPE varchar(5000) USING "message"::varchar(5000);--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "notification_error" SET DATA TYPE varchar(2000) USING "notification_error"::varchar(2000);--> statement-breakpoint
ALTER TABLE "page_visits" ALTER COLUMN "page_path" SET DATA TYPE varchar(512) USING "page_path"::varchar(512);--> statement-breakpoint
ALTER TABLE "page_visits" ALTER COLUMN "user_agent" SET DATA TYPE varchar(512) USING "user_agent"::varchar(512);
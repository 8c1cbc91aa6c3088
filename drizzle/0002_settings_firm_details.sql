ALTER TABLE "social_links" ALTER COLUMN "platform" SET DATA TYPE varchar(30);--> statement-breakpoint
ALTER TABLE "social_links" ALTER COLUMN "url" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "rating" SET DATA TYPE numeric(2, 1);--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "rating" SET DEFAULT 5;--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "firm_name" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "firm_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "phone" SET DATA TYPE varchar(30);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "phone" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "whatsapp_number" SET DATA TYPE varchar(15);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "whatsapp_number" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "email" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "address" SET DATA TYPE varchar(300);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "address" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "cnpj" SET DATA TYPE varchar(18);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "cnpj" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "oab_registration" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "oab_registration" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "notification_emails" varchar(254)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "dpo_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "dpo_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: earlier versions wrote made-up details into every new site's settings; clear those
-- that were never edited, so no placeholder reaches a visitor (issue 10).
UPDATE "site_settings" SET
  "phone" = CASE WHEN "phone" = '(11) 3456-7890' THEN '' ELSE "phone" END,
  "whatsapp_number" = CASE WHEN "whatsapp_number" = '5511987654321' THEN '' ELSE "whatsapp_number" END,
  "email" = CASE WHEN "email" = 'contato@tribunaadvocacia.com.br' THEN '' ELSE "email" END,
  "address" = CASE WHEN "address" = 'Av. Paulista, 1000, 12º andar, Bela Vista, São Paulo - SP, 01310-100' THEN '' ELSE "address" END,
  "cnpj" = CASE WHEN "cnpj" = '12.345.678/0001-90' THEN '' ELSE "cnpj" END,
  "oab_registration" = CASE WHEN "oab_registration" = 'OAB/SP 12.345' THEN '' ELSE "oab_registration" END;

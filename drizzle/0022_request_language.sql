ALTER TABLE "consultations" ADD COLUMN "language" varchar(5) DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" varchar(5) DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" varchar(5) DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_language_check" CHECK ("consultations"."language" in ('pt-BR', 'en'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('pt-BR', 'en'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_check" CHECK ("bookings"."language" in ('pt-BR', 'en'));
ALTER TABLE "consultations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notification_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notification_error" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notification_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notification_error" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consultations_status_created_at_idx" ON "consultations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" in ('new', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_notification_state_check" CHECK ("consultations"."notification_state" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_notification_state_check" CHECK ("contact_messages"."notification_state" in ('pending', 'sent', 'failed'));--> statement-breakpoint
-- Requests stored before the notification queue have no job: show them as not notified, so an admin can 'Reenviar'.
UPDATE "consultations" SET "notification_state" = 'failed', "notification_error" = 'Recebida antes da fila de notificações';--> statement-breakpoint
UPDATE "contact_messages" SET "notification_state" = 'failed', "notification_error" = 'Recebida antes da fila de notificações';

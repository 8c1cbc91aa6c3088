CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" varchar(64),
	"kind" varchar(30) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(64),
	"detail" varchar(200)
);
--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_id_at_idx" ON "activity_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_kind_at_idx" ON "activity_log" USING btree ("kind","at");
CREATE TABLE "content_translations" (
	"entity" varchar(40) NOT NULL,
	"entity_id" uuid NOT NULL,
	"locale" varchar(5) NOT NULL,
	"fields" jsonb NOT NULL,
	"source_fingerprint" varchar(64) NOT NULL,
	"updated_by" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_entity_entity_id_locale_pk" PRIMARY KEY("entity","entity_id","locale"),
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" in ('en'))
);

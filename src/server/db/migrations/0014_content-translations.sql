CREATE TABLE "content_translations" (
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"source_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_resource_record_id_locale_field_pk" PRIMARY KEY("resource","record_id","locale","field")
);

CREATE TABLE "demo_records" (
	"table_name" text NOT NULL,
	"row_id" integer NOT NULL,
	"seeded_hash" text NOT NULL,
	CONSTRAINT "demo_records_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);

CREATE TABLE "analytics_daily_totals" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_totals_day_name_path_pk" PRIMARY KEY("day","name","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"book_visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
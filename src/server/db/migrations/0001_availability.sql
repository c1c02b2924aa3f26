CREATE TABLE "availability_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"booking_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"blocked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"etag" text,
	"last_modified" text,
	"empty_pending" boolean DEFAULT false NOT NULL,
	"last_status" text DEFAULT 'pending' NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL
);

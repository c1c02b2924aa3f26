ALTER TABLE "access_codes" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "check_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "first_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_instructions" ADD COLUMN "visibility" text DEFAULT 'always' NOT NULL;
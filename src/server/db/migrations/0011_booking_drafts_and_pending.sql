ALTER TABLE "outbox_emails" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "experience_bookings_client_key_idx" ON "experience_bookings" USING btree ("client_key","created_at");
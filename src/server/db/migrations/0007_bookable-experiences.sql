ALTER TABLE "bookable_experiences" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "bookable_experiences" ADD COLUMN "start_time" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookable_experiences" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookable_experiences" ADD COLUMN "lead_time_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookable_experiences" ADD COLUMN "advance_window_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookable_experiences" ADD COLUMN "cancellation_cutoff_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
-- Bookings made before this migration (none were taken online) get a manage token nobody holds.
ALTER TABLE "experience_bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
UPDATE "experience_bookings" SET "manage_token_hash" = encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "experience_bookings" ALTER COLUMN "manage_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "experience_booking_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_experience_booking_id_experience_bookings_id_fk" FOREIGN KEY ("experience_booking_id") REFERENCES "public"."experience_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_bookings_experience_date_idx" ON "experience_bookings" USING btree ("experience_id","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_bookings_manage_token_hash_unique" ON "experience_bookings" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_bookings_idempotency_key_unique" ON "experience_bookings" USING btree ("idempotency_key") WHERE "experience_bookings"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD CONSTRAINT "experience_bookings_participants_positive" CHECK ("experience_bookings"."participants" > 0);--> statement-breakpoint
-- Decision 0053: the places left on a date are a public read (an experience's availability), so a
-- booking changes what the render cache shows: the content-version trigger of decisions 0020 and 0026
-- (bookable_experiences has had one since migration 0004).
CREATE TRIGGER "experience_bookings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "experience_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();

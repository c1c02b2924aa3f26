ALTER TABLE "outbox_emails" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
ALTER TABLE "testimonials" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "stay_month" text;
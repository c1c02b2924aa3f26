CREATE TABLE "demo_records" (
	"table_name" text NOT NULL,
	"row_id" integer NOT NULL,
	"seeded_hash" text NOT NULL,
	CONSTRAINT "demo_records_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"smtp_url" text,
	"notify_email" text,
	"from_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_settings_single_row" CHECK ("email_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookable_experiences" ADD COLUMN "how_to_pay" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "stay_month" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");
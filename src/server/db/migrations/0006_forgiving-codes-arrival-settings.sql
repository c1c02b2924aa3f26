CREATE TABLE "arrival_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"address" text,
	"wifi_network" text,
	"wifi_password" text,
	"door_code" text,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '10:00' NOT NULL,
	"calendar_codes" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrival_settings_single_row" CHECK ("arrival_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "access_codes" DROP CONSTRAINT "access_codes_code_unique";--> statement-breakpoint
-- Decision 0040: codes are stored canonical (no whitespace, upper case) and unique by their match key
-- (the canonical code without dashes). Existing codes are made canonical here. Where two existing codes
-- meet on one key (say `ab-cd` and `ABCD`), the oldest (lowest id) keeps it; each later one gets its id
-- as a suffix (`ABCD-7`, longer if even that is taken) and stays active, so the migration never fails
-- and the owner sees the renamed code in the list to send again.
UPDATE "access_codes" SET "code" = upper(regexp_replace("code", '\s', '', 'g'))
  WHERE "code" <> upper(regexp_replace("code", '\s', '', 'g'));--> statement-breakpoint
DO $$
DECLARE
  clash record;
  candidate text;
BEGIN
  FOR clash IN
    SELECT "id", "code" FROM (
      SELECT "id", "code",
        row_number() OVER (PARTITION BY upper(replace("code", '-', '')) ORDER BY "id") AS "rank"
      FROM "access_codes"
    ) AS "ranked" WHERE "rank" > 1 ORDER BY "id"
  LOOP
    candidate := clash."code" || '-' || clash."id";
    WHILE EXISTS (
      SELECT 1 FROM "access_codes" WHERE upper(replace("code", '-', '')) = upper(replace(candidate, '-', ''))
    ) LOOP
      candidate := candidate || 'X';
    END LOOP;
    UPDATE "access_codes" SET "code" = candidate WHERE "id" = clash."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "match_key" text GENERATED ALWAYS AS (upper(replace(code, '-', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "door_code" text;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "calendar_feed_id" integer;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "calendar_uid" text;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "calendar_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "calendar_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_calendar_feed_id_availability_feeds_id_fk" FOREIGN KEY ("calendar_feed_id") REFERENCES "public"."availability_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_match_key_unique" ON "access_codes" USING btree ("match_key");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_calendar_uid_unique" ON "access_codes" USING btree ("calendar_feed_id","calendar_uid") WHERE "access_codes"."calendar_uid" is not null;
-- Decision 0062: Site Settings hold the one booking link; a feed no longer has its own. A feed's link
-- the owner entered is kept: when the settings store no booking link, the first non-empty feed link
-- (lowest id: the one the calendar used) becomes the settings' link. No settings row yet: the row is
-- made (id 1, as the repository makes it) only when there is such a link, so an empty database stays
-- empty. A stored settings link (even one the owner typed as the default) is never replaced.
INSERT INTO "site_settings" ("id", "values")
  SELECT 1, jsonb_build_object('bookingUrl', btrim("booking_url")) FROM "availability_feeds"
  WHERE btrim(coalesce("booking_url", '')) <> ''
  ORDER BY "id" LIMIT 1
  ON CONFLICT ("id") DO UPDATE SET "values" = "site_settings"."values" || EXCLUDED."values", "updated_at" = now()
  WHERE NOT ("site_settings"."values" ? 'bookingUrl');--> statement-breakpoint
ALTER TABLE "availability_feeds" DROP COLUMN "booking_url";

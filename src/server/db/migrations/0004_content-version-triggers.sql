-- Custom migration (drizzle-kit generate --custom): triggers are not part of Drizzle's schema language.
-- Every statement that changes a table the public pages show bumps content_version in the same
-- transaction, whatever wrote it (routes, the availability sync, the seed, psql), and notifies
-- listeners (PGlite delivers it in-process before the write's promise resolves). Decision 0020.
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('content_version', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "amenities_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amenities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "testimonials_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "gallery_images_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "attraction_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attraction_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "attractions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attractions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "check_in_instructions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "check_in_instructions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "rooms_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "guest_info_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guest_info_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "guest_info_items_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guest_info_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bookable_experiences_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookable_experiences" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "app_state_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_state" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "availability_feeds_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability_feeds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();

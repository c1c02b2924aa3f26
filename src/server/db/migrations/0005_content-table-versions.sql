CREATE TABLE "content_table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Decision 0026: the content-version trigger also records which table changed, at which version, and
-- says so in its notification ("<version> <table>"), so a cached read is emptied only when a table it
-- shows changed. A table with no row has not changed since this migration (every cache starts after it).
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  INSERT INTO "content_table_versions" ("table_name", "version") VALUES (TG_TABLE_NAME, next_version)
    ON CONFLICT ("table_name") DO UPDATE SET "version" = EXCLUDED."version";
  PERFORM pg_notify('content_version', next_version::text || ' ' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;

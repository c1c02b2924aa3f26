-- Decision 0074: the match key also reads O as 0 and I/L as 1. Where existing codes now meet on one key
-- (say `KOALA-2911` and `K0ALA-29II`), the oldest (lowest id) keeps it; each later one gets its id as a
-- suffix (`K0ALA-29II-7`, more `X` while even that is taken) and stays active, as migration 0006 did:
-- the migration never fails and the owner sees the renamed code in the list to send again.
DO $$
DECLARE
  clash record;
  candidate text;
BEGIN
  FOR clash IN
    SELECT "id", "code" FROM (
      SELECT "id", "code",
        row_number() OVER (
          PARTITION BY translate(upper(replace("code", '-', '')), 'OIL', '011') ORDER BY "id"
        ) AS "rank"
      FROM "access_codes"
    ) AS "ranked" WHERE "rank" > 1 ORDER BY "id"
  LOOP
    candidate := clash."code" || '-' || clash."id";
    WHILE EXISTS (
      SELECT 1 FROM "access_codes"
      WHERE translate(upper(replace("code", '-', '')), 'OIL', '011')
        = translate(upper(replace(candidate, '-', '')), 'OIL', '011')
    ) LOOP
      candidate := candidate || 'X';
    END LOOP;
    UPDATE "access_codes" SET "code" = candidate WHERE "id" = clash."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "access_codes" drop column "match_key";--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "match_key" text GENERATED ALWAYS AS (translate(upper(replace(code, '-', '')), 'OIL', '011')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its unique index; drizzle-kit does not see that, so it is made again here.
CREATE UNIQUE INDEX "access_codes_match_key_unique" ON "access_codes" USING btree ("match_key");--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arrival_settings" ADD COLUMN "backup_door_code" text;

import { TRANSLATABLE_RESOURCES, type TranslatableResource } from '../../shared/translatable-fields.js';
import type { SqlConnection } from './content-triggers.js';

/**
 * Each translatable resource's table (issue 46): a row deleted there takes its translations with it.
 * A database trigger rather than a line in every repository, so every delete path is covered: the
 * back office's deletes, a category's cascade to its attractions or items, the demo's removal, and any
 * delete written later.
 */
export const TRANSLATABLE_TABLES: Record<TranslatableResource, string> = {
  'site-settings': 'site_settings',
  rooms: 'rooms',
  amenities: 'amenities',
  'attraction-categories': 'attraction_categories',
  attractions: 'attractions',
  'guest-info-categories': 'guest_info_categories',
  'guest-info-items': 'guest_info_items',
  'check-in-instructions': 'check_in_instructions',
  experiences: 'bookable_experiences',
  testimonials: 'testimonials',
  'arrival-settings': 'arrival_settings',
};

/** Any fixed 64-bit number, apart from the content triggers' own. */
const CLEANUP_LOCK_KEY = '7243590112849';
const FUNCTION_NAME = 'delete_content_translations';

const FUNCTION_SQL = `CREATE OR REPLACE FUNCTION "${FUNCTION_NAME}"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "content_translations" WHERE "resource" = TG_ARGV[0] AND "record_id" = OLD."id";
  RETURN OLD;
END
$$`;

const triggerName = (table: string) => `${table}_translations_cleanup`;

/**
 * Gives every translatable table the trigger that deletes a deleted row's translations, when it lacks
 * it; run after the migrations at every start, like the content triggers (one transaction, under an
 * advisory lock on PostgreSQL). Returns the tables given a trigger.
 */
export async function installTranslationCleanup(
  connection: SqlConnection,
  { advisoryLock }: { advisoryLock: boolean },
): Promise<string[]> {
  await connection.query('BEGIN');
  try {
    if (advisoryLock) await connection.query('SELECT pg_advisory_xact_lock($1)', [CLEANUP_LOCK_KEY]);
    const { rows } = await connection.query(
      `SELECT g.tgname AS name FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
       WHERE p.proname = $1`,
      [FUNCTION_NAME],
    );
    const present = new Set((rows as Array<{ name: string }>).map((row) => row.name));
    const missing = TRANSLATABLE_RESOURCES.filter(
      (resource) => !present.has(triggerName(TRANSLATABLE_TABLES[resource])),
    );
    if (missing.length > 0) await connection.query(FUNCTION_SQL);
    for (const resource of missing) {
      const table = TRANSLATABLE_TABLES[resource];
      await connection.query(
        `CREATE TRIGGER "${triggerName(table)}" AFTER DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${FUNCTION_NAME}"('${resource}')`,
      );
    }
    await connection.query('COMMIT');
    return missing.map((resource) => TRANSLATABLE_TABLES[resource]);
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemoContent } from '../../src/server/demo/seed.js';
import { createDiskStorage } from '../../src/server/platform/storage/disk-storage.js';
import {
  createScratchDatabase,
  postgresAvailable,
  runSql,
  type ScratchDatabase,
} from '../helpers/scratch-database.js';

/**
 * The README's PostgreSQL backup and restore commands, run for real: pg_dump of a migrated, seeded
 * database, pg_restore into a new empty one. `--clean` alone prints an error for every object it
 * tries to drop first (121 of them on an empty database).
 */
const README_DUMP = ['-Fc'];
const README_RESTORE = ['--clean', '--if-exists', '--no-owner', '--no-privileges'];

it('the README and docs/backup.md give exactly the commands this test runs', () => {
  for (const document of ['README.md', 'docs/backup.md']) {
    const text = readFileSync(document, 'utf8').replace(/\s+/g, ' ');
    expect(text, document).toContain(`pg_dump ${README_DUMP.join(' ')} "$DATABASE_URL"`);
    expect(text, document).toContain(`pg_restore -d "$DATABASE_URL" ${README_RESTORE.join(' ')} chalet.dump`);
  }
});

const hasTools = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
);
const hasPostgres = await postgresAvailable();

describe.skipIf(!hasTools || !hasPostgres)(
  `the README's pg_dump / pg_restore round trip${hasTools ? '' : ' (skipped: pg_dump/pg_restore not installed)'}`,
  () => {
    const scratch: ScratchDatabase[] = [];
    let workDir: string;
    beforeAll(() => {
      workDir = mkdtempSync(path.join(os.tmpdir(), 'chalet-backup-'));
    });
    afterAll(async () => {
      for (const database of scratch) await database.drop();
      rmSync(workDir, { recursive: true, force: true });
    });

    /** Rows per table of the public schema, and the applied migrations. */
    const rowCounts = async (url: string) => {
      const tables = await runSql<{ name: string }>(
        url,
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables) {
        const [row] = await runSql<{ n: string }>(url, `select count(*) as n from "${name}"`);
        counts[name] = Number(row?.n);
      }
      const [migrations] = await runSql<{ n: string }>(
        url,
        'select count(*) as n from drizzle.__drizzle_migrations',
      );
      counts['drizzle.__drizzle_migrations'] = Number(migrations?.n);
      return counts;
    };

    it('restores a seeded database into an empty one without a single error, and again over itself', async () => {
      const source = await createScratchDatabase('chalet_backup_source');
      scratch.push(source);
      const database = await openDatabase({ url: source.url });
      try {
        await database.migrate();
        await seedDemoContent(database.db, { uploads: createDiskStorage(path.join(workDir, 'uploads')) });
      } finally {
        await database.close();
      }
      const dump = path.join(workDir, 'chalet.dump');
      execFileSync('pg_dump', [...README_DUMP, '-f', dump, source.url]);

      const target = await createScratchDatabase('chalet_backup_target');
      scratch.push(target);
      const expected = await rowCounts(source.url);
      expect(expected.attractions).toBeGreaterThan(0);
      // Into an empty database (a new server), then over the restored one (rolling back to a backup).
      for (const pass of ['empty', 'restored']) {
        const restore = spawnSync('pg_restore', ['-d', target.url, ...README_RESTORE, dump], {
          encoding: 'utf8',
        });
        expect({ pass, status: restore.status, stderr: restore.stderr }).toEqual({
          pass,
          status: 0,
          stderr: '',
        });
        expect(await rowCounts(target.url)).toEqual(expected);
      }
    });
  },
);

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import {
  buildPgdataTemplate,
  copyPgdataTemplate,
  installedPgliteVersion,
  templateFits,
} from '../../src/server/db/pgdata-template.js';

let root: string;
let template: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'chalet-template-'));
  template = path.join(root, 'template');
  // PGlite's initdb, once for the file (what `npm run build` does).
  expect(await buildPgdataTemplate(template)).toBe('built');
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the empty database a first start copies (decision 0052)', () => {
  it('is made for the installed PGlite, and copied from a cache of the same version', async () => {
    expect(templateFits(template)).toBe(true);
    expect(readFileSync(path.join(template, 'pglite-version'), 'utf8').trim()).toBe(installedPgliteVersion());
    const again = path.join(root, 'again');
    expect(await buildPgdataTemplate(again, template)).toBe('cached');
    expect(templateFits(again)).toBe(true);
  });

  it('gives an empty data directory a database that opens and migrates', async () => {
    const dataDir = path.join(root, 'data', 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    expect(copyPgdataTemplate(dataDir, template)).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const rows = await database.db.execute('select count(*) as n from users');
      expect(rows).toBeDefined();
    } finally {
      await database.close();
    }
    // A database that exists is never replaced.
    expect(copyPgdataTemplate(dataDir, template)).toBe(false);
  }, 120_000);

  it('leaves a folder with anything in it, and a template of another PGlite version, alone', () => {
    const used = path.join(root, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'something'), 'x');
    expect(copyPgdataTemplate(used, template)).toBe(false);

    const other = path.join(root, 'other');
    expect(copyPgdataTemplate(other, path.join(root, 'no-template'))).toBe(false);
    const stale = path.join(root, 'stale');
    mkdirSync(path.join(stale, 'pgdata'), { recursive: true });
    writeFileSync(path.join(stale, 'pgdata', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(stale, 'pglite-version'), '0.0.1\n');
    expect(templateFits(stale)).toBe(false);
    expect(copyPgdataTemplate(other, stale)).toBe(false);
  });
});

import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ROOT_DIR } from '../paths.js';

/**
 * An empty embedded database made once, at build time, that a first start copies instead of creating
 * one (decision 0052): PGlite's initdb holds about 1 GB for several seconds, more than a 512 MB instance
 * has; copying 40 MB of files takes well under a second and no memory to speak of.
 */
export const PGDATA_TEMPLATE_DIR = path.join(ROOT_DIR, 'dist/server/pgdata-template');

/** The template's own data directory, and the PGlite version that made it (a template only fits its own). */
const TEMPLATE_DATA = 'pgdata';
const TEMPLATE_VERSION = 'pglite-version';

/** The installed PGlite's version, from its package.json. */
export function installedPgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The installed @electric-sql/pglite has no package.json');
    dir = parent;
  }
}

/** Whether `templateDir` holds a template made by the installed PGlite. */
export function templateFits(templateDir: string): boolean {
  const versionFile = path.join(templateDir, TEMPLATE_VERSION);
  return (
    existsSync(path.join(templateDir, TEMPLATE_DATA, 'PG_VERSION')) &&
    existsSync(versionFile) &&
    readFileSync(versionFile, 'utf8').trim() === installedPgliteVersion()
  );
}

/**
 * Gives an empty `dataDir` the template's empty database, so PGlite opens it instead of running initdb.
 * Does nothing (returns false) when `dataDir` holds anything, or when there is no template for the
 * installed PGlite (development, tests without a build): PGlite then creates the database itself.
 * The copy is made beside `dataDir` and renamed into place, so an interrupted copy leaves no database
 * that looks whole.
 */
export function copyPgdataTemplate(dataDir: string, templateDir = PGDATA_TEMPLATE_DIR): boolean {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  if (!templateFits(templateDir)) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(path.join(templateDir, TEMPLATE_DATA), partial, { recursive: true });
  // rename(2) replaces an empty directory.
  renameSync(partial, dataDir);
  return true;
}

/**
 * Makes the template in `templateDir` (PGlite's initdb, then a clean shutdown), or copies it from
 * `cacheDir` when that already holds one of the installed PGlite's.
 */
export async function buildPgdataTemplate(
  templateDir: string,
  cacheDir?: string,
): Promise<'built' | 'cached'> {
  const partial = `${templateDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  let made: 'built' | 'cached' = 'cached';
  if (cacheDir && templateFits(cacheDir)) {
    cpSync(cacheDir, partial, { recursive: true });
  } else {
    mkdirSync(path.join(partial, TEMPLATE_DATA), { recursive: true });
    const client = await PGlite.create(path.join(partial, TEMPLATE_DATA));
    await client.close();
    writeFileSync(path.join(partial, TEMPLATE_VERSION), `${installedPgliteVersion()}\n`);
    made = 'built';
    if (cacheDir) {
      rmSync(cacheDir, { recursive: true, force: true });
      cpSync(partial, cacheDir, { recursive: true });
    }
  }
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(partial, templateDir);
  return made;
}

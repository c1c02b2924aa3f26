import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.js';
import { createScratchDatabase } from './scratch-database.js';

/**
 * What the API projects' global setup made once for the run (decision 0077), read by `openTestDatabase`:
 * on PGlite the data directory of an empty and of a migrated database, as tarballs in the OS temp dir;
 * on PostgreSQL the name of a migrated template database.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteEmptyDump: string;
    pgliteMigratedDump: string;
    postgresTemplate: string;
  }
}

/** Vitest's global setup of an API project: the base databases, and their removal at the run's end. */
export default async function setUpBaseDatabases(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await createScratchDatabase('chalet_template', adminUrl);
    const database = await openDatabase({ url: template.url });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chalet-base-db-'));
  // initdb runs once here instead of once per database (3.9 to 14.6 s each on a busy 2-core machine).
  const database = await openDatabase({});
  try {
    const empty = path.join(dir, 'empty.tar');
    writeFileSync(empty, await dumpOf(database));
    await database.migrate();
    const migrated = path.join(dir, 'migrated.tar');
    writeFileSync(migrated, await dumpOf(database));
    project.provide('pgliteEmptyDump', empty);
    project.provide('pgliteMigratedDump', migrated);
  } finally {
    await database.close();
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function dumpOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Uint8Array> {
  if (!database.dumpDataDir) throw new Error('only PGlite dumps its data directory');
  return new Uint8Array(await (await database.dumpDataDir()).arrayBuffer());
}

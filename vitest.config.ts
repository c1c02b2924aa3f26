import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { FAST_PASSWORD_HASHES } from './tests/helpers/fast-password-hashes.js';
import SlowestFirstSequencer from './tests/helpers/slowest-first-sequencer.js';

/** CI retries a failed test once and scripts/test.mjs names it (decision 0031); locally a failure stands. */
const RETRY = process.env.CI ? 1 : 0;

/**
 * The API files that run on PostgreSQL too (decision 0077): those that exercise what differs between
 * PGlite and PostgreSQL. Both run the same SQL, but PostgreSQL runs queries of one process concurrently
 * (PGlite one at a time), learns of writes by reading rather than by in-process NOTIFY, is another
 * driver (pg: parsing of numeric, jsonb, dates; errors and their codes) and another server version.
 * Left on PGlite alone: files whose subject is HTTP, pages, caching, images, files or storage, and the
 * single-table CRUD files (rooms, amenities, attractions, gallery, testimonials, check-in instructions)
 * whose column types and queries the files below already run on PostgreSQL.
 */
const POSTGRES_API_FILES = [
  // Migrations from older levels, and the content-version triggers they install.
  'access-code-migration',
  'booking-link-migration',
  'content-triggers',
  // Backup and restore, also across the two kinds.
  'backup',
  // Unique constraints meeting concurrent writes; capacity and idempotency under concurrency; rate limits.
  'access-code-matching',
  'access-codes',
  'experience-bookings',
  'experiences',
  'hardening',
  // Transactions (a write and its email, a category and its children, a feed's reservations and codes).
  'contact',
  'attraction-categories',
  'guest-info',
  'availability',
  'calendar-codes',
  'calendar-big-feed',
  // The demo's removal: one transaction over every content table, a composite key, row-value matching.
  'demo-content',
  // The email outbox: claiming, retries after a crash; its settings (a single-row table, read each round).
  'notifications',
  'email-settings',
  'experience-emails',
  'check-in-alerts',
  // The owner's password: a reset link used once (a row locked in a transaction), its email.
  'admin-password',
  // Dates and times in the chalet's zone, the access log.
  'guest-stays',
  'guest-arrival',
  // Aggregates, search, JSON documents.
  'analytics',
  'contact-inbox',
  'site-settings',
  'setup-checklist',
  // How a write reaches the render cache: in-process notifications on PGlite, reads on PostgreSQL.
  'render-cache',
  'render-cache-dependencies',
  'served-content-version',
  // The database's ping; the test databases themselves.
  'health',
  'test-databases',
  // Translations (issue 46): upserts on a composite key in a transaction, the delete trigger installed at
  // the start (plpgsql), a translated read reaching the render cache; the demo's, seeded in its transaction.
  'translations',
  'demo-translations',
].map((file) => {
  const path = `tests/api/${file}.test.ts`;
  // A renamed file must not leave the PostgreSQL pass unnoticed.
  if (!existsSync(path)) throw new Error(`vitest.config.ts: ${path} (POSTGRES_API_FILES) does not exist`);
  return path;
});

const apiProject = (name: string, include: string[], env: Record<string, string>) => ({
  plugins: [react()],
  test: {
    name,
    include,
    environment: 'node',
    retry: RETRY,
    env: { ...FAST_PASSWORD_HASHES, ...env },
    // One migrated database per run, which every test database copies (decision 0077).
    globalSetup: ['tests/helpers/base-databases.ts'],
    // The files of a worker share their modules: the app's modules, the page modules (≈2.6 s per file)
    // and PGlite's compiled WebAssembly are loaded once per worker. Each file still builds its own app on
    // its own database; no API test mocks modules or changes process-wide state (decision 0077).
    isolate: false,
    // Some tests start a second app (a fresh database and its migrations): slow on a busy machine.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // After the process tests (decision 0082).
    sequence: { groupOrder: 1 },
  },
});

/**
 * The process tests run first, on their own, more of them at once than there are cores: their time is
 * mostly spent waiting (for a server to start, a lock to go stale, a timeout to pass), and in the two
 * workers of the CPU-bound API files they left a core idle and ended the run on their own (decision 0082).
 */
const PROCESS_WORKERS = 3;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, idle while
    // the process tests wait for servers and timers. Two workers took the suite from 10 to 6 minutes
    // here; three were no faster.
    maxWorkers: Math.max(2, availableParallelism()),
    // The slowest process test files first: a fresh clone has no earlier run's times to order by.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          retry: RETRY,
          testTimeout: 30_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Starts the real server in child processes: locking, restarts, crash durability.
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          environment: 'node',
          retry: RETRY,
          // The servers it starts inherit it.
          env: FAST_PASSWORD_HASHES,
          // The servers run the build (made here when older than the code), whose empty database a first
          // start copies instead of running initdb.
          globalSetup: ['tests/helpers/build-setup.ts', 'tests/helpers/pgdata-template-setup.ts'],
          sequence: { groupOrder: 0 },
          maxWorkers: PROCESS_WORKERS,
          // A first start on a busy machine (PGlite initdb, demo pictures) can take a minute or more.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      apiProject('api-pglite', ['tests/api/**/*.test.ts'], { TEST_DB: 'pglite' }),
      // The API files above against real PostgreSQL, when CI (or you) provide TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', POSTGRES_API_FILES, { TEST_DB: 'postgres' })]
        : []),
    ],
  },
});

import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { FAST_PASSWORD_HASHES } from './tests/helpers/fast-password-hashes.js';

/** CI retries a failed test once and scripts/test.mjs names it (decision 0031); locally a failure stands. */
const RETRY = process.env.CI ? 1 : 0;

const apiProject = (name: string, env: Record<string, string>) => ({
  plugins: [react()],
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    retry: RETRY,
    env: { ...FAST_PASSWORD_HASHES, ...env },
    // One migrated database per run, which every test database copies (decision 0077).
    globalSetup: ['tests/helpers/base-databases.ts'],
    // Some tests start a second app (a fresh database and its migrations): slow on a busy machine.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, idle while
    // the process tests wait for servers and timers. Two workers took the suite from 10 to 6 minutes
    // here; three were no faster.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          retry: RETRY,
          testTimeout: 30_000,
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
          // A first start on a busy machine (PGlite initdb, demo pictures) can take a minute or more.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      apiProject('api-pglite', { TEST_DB: 'pglite' }),
      // The same API suite against real PostgreSQL, when CI (or you) provide TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});

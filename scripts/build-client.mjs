#!/usr/bin/env node
// Builds the client once per language (decision 0093): each build holds one language's texts, so a
// visitor downloads only theirs. English last: its build writes the service worker, which lists every
// language's files (and precaches the visitor's).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const LOCALES = ['de', 'fr', 'ja', 'ko', 'zh', 'en'];
rmSync('dist/client', { recursive: true, force: true });
for (const locale of LOCALES) {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, STATIC_LOCALE: locale },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Debian's Chromium as every tool here starts it: the browser tests (playwright.config.ts), `npm run
// bench` and `scripts/lighthouse-tasks.mjs`, so a page's tasks are studied in the same browser, with the
// same flags, as the one that scores it.
import { existsSync } from 'node:fs';

/**
 * Flags for a quiet browser on a shared machine: no sandbox (root in CI), no GPU, no /dev/shm, and none
 * of the browser's own background traffic (updates, sync, first-run pages).
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts Debian's Chromium (or `CHROMIUM_PATH`) for Lighthouse; the caller kills it (`chrome.kill()`). */
export async function launchLighthouseChrome() {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS] });
}

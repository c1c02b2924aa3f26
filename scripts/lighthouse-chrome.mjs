// The Chromium that Lighthouse measures in: one definition for `npm run bench` and
// `scripts/lighthouse-tasks.mjs`, so a page's tasks are studied in the same browser that scores it.
import { existsSync } from 'node:fs';

/** Debian's Chromium, or `CHROMIUM_PATH`: never a browser downloaded at run time. */
export const lighthouseChromePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (root in CI), and none of the browser's own background traffic. */
const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts that Chromium for Lighthouse; the caller kills it (`chrome.kill()`). */
export async function launchLighthouseChrome() {
  const chromePath = lighthouseChromePath();
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
}

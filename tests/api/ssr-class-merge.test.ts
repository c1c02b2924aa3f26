import { twMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClassMerger } from '../../src/client/lib/cn.js';
import { seedDemoSite, setUpTestApp } from '../helpers/test-app.js';

/**
 * Public pages do not download tailwind-merge (src/client/lib/cn.ts), so none of them may depend on it:
 * rendered with and without it, every page of the demo site must carry exactly the same classes.
 */

const t = setUpTestApp();
let accessCode = '';
beforeAll(async () => {
  ({ accessCode } = await seedDemoSite(t));
}, 120_000);
afterAll(() => setClassMerger(null));

const classLists = (html: string) =>
  [...html.matchAll(/ class="([^"]*)"/g)].map((match) => match[1].trim().split(/\s+/).join(' '));

async function renderClasses(url: string, merge: boolean) {
  setClassMerger(merge ? twMerge : null);
  try {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    return classLists(response.body);
  } finally {
    setClassMerger(null);
  }
}

describe('public pages without tailwind-merge', () => {
  const urls = [
    '/',
    '/check-in',
    '/check-in?code=VALID',
    '/guest-info',
    '/attractions',
    '/gallery',
    '/privacy-policy',
    '/terms-of-use',
    '/no-such-page',
  ];
  for (const url of urls) {
    it(`${url} renders the same classes as with it`, async () => {
      const target = url.replace('VALID', accessCode);
      const plain = await renderClasses(target, false);
      const merged = await renderClasses(target, true);
      expect(plain.length).toBeGreaterThan(20);
      const conflicts = plain
        .map((classes, index) => ({ classes, merged: merged[index] }))
        .filter((pair) => pair.classes !== pair.merged);
      expect(conflicts).toEqual([]);
    });
  }
});

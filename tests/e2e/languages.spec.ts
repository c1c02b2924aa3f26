import type { Browser, Page } from '@playwright/test';
import {
  htmlLang,
  localizedPath,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from '../../src/shared/locales.js';
import { SITE } from '../../src/shared/site.js';
import { collectPageErrors, expect, test, waitForClient } from './fixtures.js';

/**
 * Issue 46 (decision 0093): a guest whose phone or computer speaks German, French, Japanese, Korean or
 * Chinese reads the home page and the check-in page in it, at the phone's width and the desktop's
 * (this file runs in both projects). The browser's locale and Accept-Language are the guest's.
 */

/** The browser's own language settings for a locale. */
const BROWSER_LOCALE: Record<TranslationLocale, string> = {
  de: 'de-DE',
  fr: 'fr-FR',
  ja: 'ja-JP',
  ko: 'ko-KR',
  zh: 'zh-CN',
};

/** The page's visible lines of text (one per line of `innerText`, blank ones left out). */
async function visibleLines(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not what the DOM holds (hidden menus).
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Proper names the pages show as lines of their own, the same in every language (upper-cased). */
const PLACE_NAMES = new Set(
  [
    SITE.name,
    'Blue Mountains · NSW',
    'Kanimbla Valley · Blue Mountains',
    'Kanimbla, Blue Mountains',
    'NSW, Australia',
  ].map((name) => name.toUpperCase()),
);

/** How many letters (of any script) a line has. */
const lettersIn = (line: string) => line.match(/\p{L}/gu)?.length ?? 0;
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A page opened by a browser set to `locale`, once its client has started. */
async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  locale: TranslationLocale | 'en',
  url: string,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({
    baseURL,
    locale: locale === 'en' ? 'en-AU' : BROWSER_LOCALE[locale],
    extraHTTPHeaders: {
      'Accept-Language': locale === 'en' ? 'en-AU,en' : `${BROWSER_LOCALE[locale]},${locale};q=0.9`,
    },
    viewport: viewport ?? undefined,
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(url);
  await waitForClient(page);
  return { page, errors, close: () => context.close() };
}

for (const [label, path] of [
  ['home page', '/'],
  ['check-in page', '/check-in'],
] as const) {
  test(`the ${label} reads in each language: at most a fifth of its text as the English page's`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const viewport = page.viewportSize();
    const english = await openAs(browser, baseURL, 'en', path, viewport);
    const englishLines = new Set(await visibleLines(english.page));
    await english.close();
    for (const locale of TRANSLATION_LOCALES) {
      const url = localizedPath(locale, path);
      const guest = await openAs(browser, baseURL, locale, url, viewport);
      await expect(guest.page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
      // Text is letters: a calendar's day numbers and prices read the same in every language, and so do
      // the names of the chalet and its places (the header's, the footer's location lines).
      const lines = (await visibleLines(guest.page)).filter(
        (line) => lettersIn(line) > 0 && !PLACE_NAMES.has(line.toUpperCase()),
      );
      const same = lines.filter((line) => englishLines.has(line));
      expect(lines.length, url).toBeGreaterThan(5);
      // Names (the chalet's, places, the languages' own names in the switcher) read the same everywhere.
      const share = sumOf(same.map(lettersIn)) / sumOf(lines.map(lettersIn));
      expect(share, `${url}: ${same.join(' | ')}`).toBeLessThanOrEqual(0.2);
      expect(guest.errors, url).toEqual([]);
      await guest.close();
    }
  });
}

test("/check-in without a language is in the browser's", async ({ browser, page, baseURL }) => {
  for (const locale of TRANSLATION_LOCALES) {
    const guest = await openAs(browser, baseURL, locale, '/check-in', page.viewportSize());
    await expect(guest.page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
    await guest.close();
  }
  const english = await openAs(browser, baseURL, 'en', '/check-in', page.viewportSize());
  await expect(english.page.getByRole('heading', { level: 1 })).toHaveText('Check-in Instructions');
  await english.close();
});

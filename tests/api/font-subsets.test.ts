import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/routes.js';
import { isSectionSeparator } from '../../src/shared/text/check-in-content.js';
import { seedDemoSite, setUpTestApp } from '../helpers/test-app.js';

/**
 * The preloaded font subsets (`*-core.woff2`, scripts/subset-fonts.mjs) hold every character the demo
 * site shows, so no page's first view waits for a second font file; the rest of Latin-1 and beyond is
 * fetched only by a page that shows it (decision 0022).
 */

const FONTS_CSS = path.resolve('src/client/fonts/fonts.css');

/** The unicode-range of each family's core face, from the generated stylesheet. */
function coreRanges(): Map<string, [number, number][]> {
  const css = readFileSync(FONTS_CSS, 'utf8');
  const ranges = new Map<string, [number, number][]>();
  for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = face[1];
    const file = body.match(/url\("\.\/([a-z-]+)-core\.woff2"\)/)?.[1];
    const range = body.match(/unicode-range:([^;]+);/)?.[1];
    if (!file || !range) continue;
    ranges.set(
      file,
      range.split(',').map((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      }),
    );
  }
  return ranges;
}

/** Han, kana and Hangul: the scripts the device's own fonts draw. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const covers = (ranges: [number, number][], char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return ranges.some(([from, to]) => code >= from && code <= to);
};

/** The characters a page can show: its HTML without the inline CSS, entities decoded. */
function shownCharacters(html: string): Set<string> {
  const text = html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
  return new Set([...text].filter((char) => /\S/.test(char)));
}

const t = setUpTestApp();
let accessCode = '';
beforeAll(async () => {
  ({ accessCode } = await seedDemoSite(t));
}, 120_000);

describe('the preloaded font subsets', () => {
  it('are the core faces of both families, and leave out most of Latin-1', () => {
    const ranges = coreRanges();
    expect([...ranges.keys()].sort()).toEqual(['inter', 'playfair-display']);
    const inEvery = (char: string) => [...ranges.values()].every((list) => covers(list, char));
    expect(inEvery('é')).toBe(true);
    // Not in the demo content or the spec's texts: fetched from the latin-rest subset when shown.
    expect(inEvery('ß')).toBe(false);
  });

  it('hold every character the demo site shows on its public pages and in its check-in instructions', async () => {
    const ranges = coreRanges();
    const urls = [
      paths.home,
      paths.gallery,
      paths.attractions,
      paths.guestInfo,
      paths.checkIn,
      paths.privacyPolicy,
      paths.termsOfUse,
    ];
    const shown = new Set<string>();
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const char of shownCharacters(response.body)) shown.add(char);
    }
    expect(accessCode).not.toBe('');
    const instructions = await t.app.inject({
      method: 'GET',
      url: `/api/check-in?code=${encodeURIComponent(accessCode)}`,
    });
    expect(instructions.statusCode).toBe(200);
    // Shown as written, except the separator lines, which are drawn as rules.
    for (const row of instructions.json() as { title: string; content: string }[]) {
      const lines = [row.title, ...row.content.split('\n').filter((line) => !isSectionSeparator(line))];
      for (const char of shownCharacters(lines.join(' '))) shown.add(char);
    }

    const missing = new Map<string, string[]>();
    for (const [family, list] of ranges) {
      // Japanese, Korean and Chinese (the switcher's 日本語, 한국어, 中文) are drawn by the device's own
      // fonts, by design (decision 0093): no web font is fetched for them.
      const outside = [...shown].filter((char) => !covers(list, char) && !CJK.test(char));
      if (outside.length) missing.set(family, outside);
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

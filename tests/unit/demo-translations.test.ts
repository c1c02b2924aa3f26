/**
 * The demo's translation memory (issue 46, deliver 3: "the demo content ships translated"): for each of
 * the five languages, the demo's guest-facing English texts → their translation. Checked here: the same
 * texts in every language, each one a text the demo really shows, nothing empty or left in English,
 * placeholders, web addresses and the line structure (lists, check-in sections) kept.
 */
import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  ATTRACTION_CATEGORIES,
  CHECK_IN_INSTRUCTIONS,
  EXPERIENCES,
  GUEST_INFO,
  ROOMS,
  TESTIMONIALS,
} from '../../src/server/demo/content.js';
import memory from '../../src/server/demo/demo-translations.json';
import { SITE_SETTINGS_DEFAULTS as SETTINGS } from '../../src/shared/schemas/site-settings.js';
import { parseCheckInContent } from '../../src/shared/text/check-in-content.js';

const LANGUAGES = ['de', 'fr', 'ja', 'ko', 'zh'] as const;
const translations: Record<string, Record<string, string>> = memory;

/** Pure numbers (an experience's minimum age '18') are data, not words: not in the memory. */
const isWords = (text: string | null | undefined): text is string => !!text && !/^[\d\s.,]+$/.test(text);

/**
 * The guest-facing English texts the demo seeds (content.ts) or shows as its settings (the site
 * settings' defaults), per field; list fields (features, amenity items, paragraphs) item by item.
 * Not here: names, addresses, links, codes, icons, the arrival settings (all data, never translated),
 * the gallery (not a translatable resource).
 */
function demoTexts(): Set<string> {
  const texts: (string | null | undefined)[] = [
    SETTINGS.heroEyebrow,
    SETTINGS.heroHeadline,
    SETTINGS.heroSubline,
    SETTINGS.aboutTitle,
    ...SETTINGS.aboutParagraphs,
    ...SETTINGS.aboutBadges,
    SETTINGS.promoTitle,
    SETTINGS.promoText,
    SETTINGS.promoButton,
    SETTINGS.asSeenOnText,
    SETTINGS.asSeenOnLabel,
    SETTINGS.footerTagline,
    SETTINGS.footerText,
    ...SETTINGS.locationLines,
    SETTINGS.replyNote,
  ];
  for (const room of ROOMS) texts.push(room.name, room.description, room.imageAlt, ...(room.features ?? []));
  for (const amenity of AMENITIES) texts.push(amenity.categoryName, ...amenity.items);
  for (const category of ATTRACTION_CATEGORIES) {
    texts.push(category.name, category.description);
    for (const attraction of category.attractions) {
      texts.push(attraction.title, attraction.description, attraction.imageAlt, attraction.distance);
      texts.push(...Object.values(attraction.details ?? {}).map(String));
    }
  }
  for (const experience of EXPERIENCES) {
    texts.push(experience.title, experience.description, experience.imageAlt, experience.duration);
    texts.push(experience.location, ...Object.values(experience.details));
  }
  for (const category of GUEST_INFO) {
    texts.push(category.name);
    for (const item of category.items) texts.push(item.title, item.description);
  }
  for (const instruction of CHECK_IN_INSTRUCTIONS) texts.push(instruction.title, instruction.content);
  for (const testimonial of TESTIMONIALS) texts.push(testimonial.comment);
  return new Set(texts.filter(isWords));
}

/**
 * Texts that stay as they are in German and French, and only there: proper names without a usual
 * German or French form, and 'Sauna', the same word in both. Japanese, Korean and Chinese write them all.
 */
const SAME_IN_DE_FR = new Set([
  'Sauna',
  'Kanimbla, Blue Mountains',
  'Kanimbla Valley · Blue Mountains',
  'Grand Canyon Track',
  'Six Foot Track',
  'Megalong Valley Tearooms',
  'Leura Garage',
  'Scenic World Katoomba',
  'Jenolan Caves',
  'Leura Mall',
  'Katoomba Street',
]);

const placeholders = (text: string) => (text.match(/\{[A-Za-z][A-Za-z0-9]*\}/g) ?? []).sort();
const webAddresses = (text: string) => (text.match(/\b(?:https?:\/\/|www\.)[^\s)]+[^\s).,]/g) ?? []).sort();
/** What a line is for the renderers: a list item, a section separator, blank, or text. */
const lineKind = (line: string) =>
  /^[─━═]+$/.test(line)
    ? 'separator'
    : (/^(?:• |- |\* )/.exec(line)?.[0] ?? (line === '' ? 'blank' : 'text'));

const entries = LANGUAGES.flatMap((language) =>
  Object.entries(translations[language] ?? {}).map(([english, text]) => ({ language, english, text })),
);

describe('demo translations', () => {
  it('has exactly the five translation languages', () => {
    expect(Object.keys(translations).sort()).toEqual([...LANGUAGES].sort());
  });

  it('translates the same English texts in every language', () => {
    const german = Object.keys(translations.de).sort();
    for (const language of LANGUAGES) expect(Object.keys(translations[language]).sort()).toEqual(german);
  });

  it('translates every guest-facing text the demo seeds, and only those', () => {
    const seeded = demoTexts();
    const keys = Object.keys(translations.de);
    expect(keys.filter((key) => !seeded.has(key))).toEqual([]);
    expect([...seeded].filter((text) => !(text in translations.de))).toEqual([]);
  });

  it('leaves nothing empty and nothing in English but the listed names', () => {
    const bad = entries.filter(
      ({ language, english, text }) =>
        text.trim() === '' ||
        (text === english && !(SAME_IN_DE_FR.has(english) && (language === 'de' || language === 'fr'))),
    );
    expect(bad).toEqual([]);
    for (const name of SAME_IN_DE_FR) expect(demoTexts().has(name), name).toBe(true);
  });

  it('keeps every {placeholder} and adds none', () => {
    const bad = entries.filter(
      ({ english, text }) => placeholders(english).join() !== placeholders(text).join(),
    );
    expect(bad).toEqual([]);
    expect(entries.some(({ text }) => text.includes('{doorCode}'))).toBe(true);
  });

  it('keeps the web addresses the English gives', () => {
    const bad = entries.filter(
      ({ english, text }) => webAddresses(english).join() !== webAddresses(text).join(),
    );
    expect(bad).toEqual([]);
  });

  it('keeps the line structure: the same lines, list markers, blank lines and separators', () => {
    const shape = (text: string) => text.split('\n').map(lineKind);
    const bad = entries.filter(({ english, text }) => shape(english).join() !== shape(text).join());
    expect(bad).toEqual([]);
  });

  it('keeps the check-in sections, titled as in English', () => {
    for (const { content } of CHECK_IN_INSTRUCTIONS) {
      const english = parseCheckInContent(content).map((section) => section.title !== '');
      for (const language of LANGUAGES) {
        const translated = parseCheckInContent(translations[language][content]);
        expect(
          translated.map((section) => section.title !== ''),
          `${language}: ${content}`,
        ).toEqual(english);
      }
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE, TRANSLATION_LOCALES } from '../../src/shared/locales.js';

/**
 * The message catalogues (messages/<area>/<locale>.json, decision 0093): every text the interface shows
 * in each of the six languages, written for it.
 */
const MESSAGES_DIR = 'messages';
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));

/**
 * Texts that are rightly the same as the English in a language (names, codes, symbols), by key; a key
 * listed for one language only is listed as `key@locale`.
 */
const SAME_AS_ENGLISH = new Set<string>(
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, 'same-as-english.json'), 'utf8')) as string[],
);

type Message = string | unknown[];
const areas = readdirSync(MESSAGES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const catalogue = (area: string, locale: string): Record<string, Message> =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, area, `${locale}.json`), 'utf8'));

/** Every text of a message: a plain one, or each variant of a plural or select. */
function textsOf(message: Message): string[] {
  if (typeof message === 'string') return [message];
  return message.flatMap((variant) =>
    Object.values((variant as { match?: Record<string, string> }).match ?? {}).filter(
      (text): text is string => typeof text === 'string',
    ),
  );
}
/** The `{placeholders}` a text fills in. */
const placeholdersOf = (message: Message) =>
  [...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

describe('message catalogues', () => {
  it('are all listed in the inlang project, for the six languages', () => {
    expect(settings.locales).toEqual([...LOCALES]);
    expect([...settings['plugin.inlang.messageFormat'].pathPattern].sort()).toEqual(
      areas.map((area) => `./messages/${area}/{locale}.json`).sort(),
    );
  });

  for (const area of areas) {
    describe(area, () => {
      const english = catalogue(area, SOURCE_LOCALE);

      it('has every English text as a non-empty text', () => {
        for (const [key, message] of Object.entries(english)) {
          for (const text of textsOf(message)) expect(text.trim(), key).not.toBe('');
        }
      });

      for (const locale of TRANSLATION_LOCALES) {
        it(`${locale}: has exactly the English keys, none empty, none left in English, placeholders kept`, () => {
          const translated = catalogue(area, locale);
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
          for (const [key, message] of Object.entries(translated)) {
            const source = english[key];
            if (source === undefined) continue;
            for (const text of textsOf(message)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
            if (!SAME_AS_ENGLISH.has(key) && !SAME_AS_ENGLISH.has(`${key}@${locale}`)) {
              expect(JSON.stringify(message), `${locale} ${key} is the English text`).not.toBe(
                JSON.stringify(source),
              );
            }
            expect(placeholdersOf(message), `${locale} ${key} placeholders`).toEqual(placeholdersOf(source));
          }
        });
      }
    });
  }
});

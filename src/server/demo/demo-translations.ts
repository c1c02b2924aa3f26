import { TRANSLATION_LOCALES, type TranslationLocale } from '../../shared/locales.js';
import {
  listSeparatorOf,
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_RESOURCES,
  type TranslatableResource,
} from '../../shared/translatable-fields.js';
import type { Db } from '../db/client.js';
import { translationProblem } from '../modules/translations/translation-rules.js';
import {
  listSourceRecords,
  type SourceRecord,
  saveTranslations,
  sourceTextsOf,
  type TranslationChange,
} from '../modules/translations/translations.repository.js';
import memoryFile from './demo-translations.json';

/** The site settings' default booking link is no text to translate: any valid address stands in. */
const NOT_READ_BOOKING_URL = 'https://booking.invalid/';

/** English text → its translation, per language. */
export type TranslationMemory = Record<TranslationLocale, ReadonlyMap<string, string>>;

/**
 * The demo's translation memory (`demo-translations.json`: `{ "de": { "<English>": "<German>" }, … }`),
 * read leniently: a language or an entry missing, or not text, is left out, and the field shows in
 * English.
 */
export function loadTranslationMemory(file: unknown = memoryFile): TranslationMemory {
  const languages = (file && typeof file === 'object' ? file : {}) as Record<string, unknown>;
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => {
      const entries = languages[locale];
      const map = new Map<string, string>();
      if (entries && typeof entries === 'object') {
        for (const [english, text] of Object.entries(entries)) {
          if (typeof text === 'string' && text.trim()) map.set(english, text.trim());
        }
      }
      return [locale, map];
    }),
  ) as unknown as TranslationMemory;
}

/**
 * A field's translation from the memory: the whole English text, or for a list every item one by one;
 * undefined when the memory lacks it.
 */
function fromMemory(memory: ReadonlyMap<string, string>, english: string, separator: string | undefined) {
  const whole = memory.get(english);
  if (whole !== undefined || separator === undefined) return whole;
  const items = english.split(separator);
  const translated = items.map((item) => memory.get(item));
  return translated.every((item) => item !== undefined) ? translated.join(separator) : undefined;
}

/** The translations the memory has for the records given, each checked as the owner's would be. */
export function memoryTranslations(
  memory: TranslationMemory,
  resource: TranslatableResource,
  records: readonly SourceRecord[],
): TranslationChange[] {
  const changes: TranslationChange[] = [];
  for (const record of records) {
    const source = sourceTextsOf(resource, record);
    for (const field of TRANSLATABLE_FIELDS[resource]) {
      const english = source[field] ?? '';
      if (!english.trim()) continue;
      for (const locale of TRANSLATION_LOCALES) {
        const text = fromMemory(memory[locale], english, listSeparatorOf(resource, field));
        // A memory entry that would break a placeholder or a limit is left out, never saved.
        if (text === undefined || translationProblem(resource, locale, field, english, text)) continue;
        changes.push({ resource, recordId: record.id, locale, field, text, sourceText: english });
      }
    }
  }
  return changes;
}

/**
 * Translates what the demo seed made (issue 46: the demo ships translated): every translatable field
 * of the records `seeded` names (by resource, their ids) and of the site settings, whose English text
 * the memory holds. Removing a demo record removes its translations with it (the delete trigger).
 */
export async function seedDemoTranslations(
  db: Db,
  seeded: ReadonlyMap<TranslatableResource, ReadonlySet<number>>,
  memory: TranslationMemory = loadTranslationMemory(),
): Promise<number> {
  const changes: TranslationChange[] = [];
  for (const resource of TRANSLATABLE_RESOURCES) {
    const ids = seeded.get(resource);
    const singleton = resource === 'site-settings';
    if (!singleton && !ids?.size) continue;
    const records = (await listSourceRecords(db, resource, NOT_READ_BOOKING_URL)).filter(
      (record) => singleton || ids?.has(record.id),
    );
    changes.push(...memoryTranslations(memory, resource, records));
  }
  return saveTranslations(db, changes);
}

import type { TranslationLocale } from '../../../shared/locales.js';

/**
 * The words of the back office's Translations screen (issue 46) and the checks it makes before a save:
 * plain functions, so they are tested without a browser (tests/unit/translation-text.test.ts).
 */

/** A language as the owner picks it: its own name (the chip, the menus) and its English name (messages). */
export const TRANSLATION_LOCALE_NAMES: Record<
  TranslationLocale,
  { name: string; english: string; htmlLang: string }
> = {
  de: { name: 'Deutsch', english: 'German', htmlLang: 'de' },
  fr: { name: 'Français', english: 'French', htmlLang: 'fr' },
  ja: { name: '日本語', english: 'Japanese', htmlLang: 'ja' },
  ko: { name: '한국어', english: 'Korean', htmlLang: 'ko' },
  zh: { name: '中文', english: 'Chinese', htmlLang: 'zh-Hans' },
};

export type TranslationStatus = 'done' | 'partial' | 'missing' | 'stale';

/** A chip's word: the status is said, not only coloured. */
export const TRANSLATION_STATUS_LABELS: Record<TranslationStatus, string> = {
  done: 'Done',
  partial: 'Partly done',
  missing: 'Missing',
  stale: 'Stale',
};

/** The heading of each resource's group, in the side menu's words; an unknown one is spelled out. */
const RESOURCE_LABELS: Record<string, string> = {
  rooms: 'Rooms',
  amenities: 'Amenities',
  attractions: 'Attractions',
  'attraction-categories': 'Attraction categories',
  'guest-info-categories': 'Guest information categories',
  'guest-info-items': 'Guest information',
  'check-in-instructions': 'Check-in instructions',
  experiences: 'Experiences',
  testimonials: 'Testimonials',
  'site-settings': 'Site settings',
  'arrival-settings': 'Arrival',
};

export function resourceLabel(resource: string): string {
  return RESOURCE_LABELS[resource] ?? sentenceCase(resource.replace(/-/g, ' '));
}

/** `heroTitle` → 'Hero title', `name` → 'Name'. */
export function fieldLabel(field: string): string {
  return sentenceCase(field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

function sentenceCase(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Whether a field is written in several lines, as its own form writes it (descriptions, content,
 * comments): by its name, or because the English already runs over lines or is long.
 */
const MULTILINE_FIELD =
  /(description|content|comment|text|body|intro|message|paragraph|notes?|howToPay|story)$/i;
const LONG_LINE = 160;

export function isMultilineField(field: string, english: string): boolean {
  return MULTILINE_FIELD.test(field) || english.includes('\n') || english.length > LONG_LINE;
}

/** `{doorCode}`-style tokens, as check-in instructions and email templates write them. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The distinct placeholders of a text, in order of first appearance, with their braces. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[0]))];
}

/**
 * What is wrong with a translation's placeholders, in the server's words (`The German "content" must
 * keep {doorCode}.`), or null. An empty translation deletes it, so it has nothing to keep.
 */
export function placeholderProblem(
  locale: TranslationLocale,
  field: string,
  english: string,
  translation: string,
): string | null {
  if (!translation.trim()) return null;
  const language = TRANSLATION_LOCALE_NAMES[locale].english;
  const kept = new Set(placeholdersOf(translation));
  const missing = placeholdersOf(english).find((token) => !kept.has(token));
  if (missing) return `The ${language} "${field}" must keep ${missing}.`;
  const source = new Set(placeholdersOf(english));
  const added = placeholdersOf(translation).find((token) => !source.has(token));
  if (added) return `The ${language} "${field}" adds ${added}, which the English does not have.`;
  return null;
}

/** The field a server 400 names (`… "content" …`), so its message is shown beside that field. */
export function fieldOfMessage(message: string, fields: readonly string[]): string | undefined {
  return fields.find((field) => message.includes(`"${field}"`));
}

import type { TranslationLocale } from '../../../shared/locales.js';
import type { TranslationStatus } from '../../../shared/schemas/translations.js';
import { placeholderMismatch } from '../../../shared/text/placeholders.js';
import {
  isTranslatableResource,
  LANGUAGE_NAMES,
  listSeparatorOf,
} from '../../../shared/translatable-fields.js';

/**
 * The words of the back office's Translations screen (issue 46) and the checks it makes before a save:
 * plain functions, so they are tested without a browser (tests/unit/translation-text.test.ts).
 */

/**
 * A language as the owner picks it: its own name (the chips, the menus), its English name (the server's
 * messages) and its `lang` attribute (Simplified Chinese is `zh-Hans`, issue 46).
 */
export const TRANSLATION_LOCALE_NAMES: Record<
  TranslationLocale,
  { name: string; english: string; htmlLang: string }
> = {
  de: { name: 'Deutsch', english: LANGUAGE_NAMES.de, htmlLang: 'de' },
  fr: { name: 'Français', english: LANGUAGE_NAMES.fr, htmlLang: 'fr' },
  ja: { name: '日本語', english: LANGUAGE_NAMES.ja, htmlLang: 'ja' },
  ko: { name: '한국어', english: LANGUAGE_NAMES.ko, htmlLang: 'ko' },
  zh: { name: '中文', english: LANGUAGE_NAMES.zh, htmlLang: 'zh-Hans' },
};

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

/** Fields whose name, spelled out, would not say what they are. */
const FIELD_LABELS: Record<string, string> = {
  imageAlt: 'Picture description (alt text)',
  howToPay: 'How to pay',
  heroSubline: 'Hero sub-line',
};

/** `heroHeadline` → 'Hero headline', `name` → 'Name'. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? sentenceCase(field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

function sentenceCase(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Whether a field is written in several lines, as its own form writes it: a list (one item a line,
 * `LIST_FIELD_SEPARATORS`), a description, content, paragraphs; or the English already runs over lines
 * or is long.
 */
const MULTILINE_FIELD = /(description|content|comment|text|paragraphs|subline|howToPay)$/i;
const LONG_LINE = 160;

export function isMultilineField(resource: string, field: string, english: string): boolean {
  const isList = isTranslatableResource(resource) && listSeparatorOf(resource, field) !== undefined;
  return isList || MULTILINE_FIELD.test(field) || english.includes('\n') || english.length > LONG_LINE;
}

/**
 * What is wrong with a translation's placeholders, in the server's words (`The German "content" must
 * keep {doorCode}.`, translation-rules.ts), or null. An empty translation deletes it: nothing to keep.
 */
export function placeholderProblem(
  locale: TranslationLocale,
  field: string,
  english: string,
  translation: string,
): string | null {
  if (!translation.trim()) return null;
  const mismatch = placeholderMismatch(english, translation);
  const what = `The ${LANGUAGE_NAMES[locale]} "${field}"`;
  if (mismatch?.missing.length) return `${what} must keep ${mismatch.missing.join(', ')}.`;
  if (mismatch?.added.length)
    return `${what} must not add ${mismatch.added.join(', ')}: the English text has no such placeholder.`;
  return null;
}

/**
 * The field a server 400 is about, so its message is shown beside it: the body's `errors` key
 * (`de.name`), else the field its message names in quotes (`The German "name" …`).
 */
export function fieldOfError(
  locale: TranslationLocale,
  message: string,
  fieldErrors: Record<string, string>,
  fields: readonly string[],
): string | undefined {
  return (
    fields.find((field) => `${locale}.${field}` in fieldErrors) ??
    fields.find((field) => message.includes(`"${field}"`))
  );
}

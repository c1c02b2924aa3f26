/**
 * The owner's content that can carry a translation per language (issue 46, decision 0094): each
 * resource, named as in its API path, with its guest-facing free-text fields. Never URLs, codes,
 * numbers, emails, phone numbers, icon keys, dates, names of people or places, or addresses: those are
 * data and read the same in every language. The spec's fixed texts are not the owner's and are not here.
 * Client and server import this table; a new translatable resource or field is one line here
 * (docs/adding-a-resource.md, "Translations").
 */
import type { TranslationLocale } from './locales.js';

export const TRANSLATABLE_RESOURCES = [
  'site-settings',
  'rooms',
  'amenities',
  'attraction-categories',
  'attractions',
  'guest-info-categories',
  'guest-info-items',
  'check-in-instructions',
  'experiences',
  'testimonials',
  'arrival-settings',
] as const;
export type TranslatableResource = (typeof TRANSLATABLE_RESOURCES)[number];

export const isTranslatableResource = (value: unknown): value is TranslatableResource =>
  TRANSLATABLE_RESOURCES.includes(value as TranslatableResource);

/** Resources with one record, always id 1. */
export const SINGLETON_RESOURCES: readonly TranslatableResource[] = ['site-settings', 'arrival-settings'];

export const TRANSLATABLE_FIELDS: Record<TranslatableResource, readonly string[]> = {
  // tables.ts `rooms`: not the picture's path or the order.
  rooms: ['name', 'description', 'imageAlt', 'features'],
  // `amenities`: not the icon key.
  amenities: ['categoryName', 'items'],
  // `attraction_categories`: not the icon key or picture.
  'attraction-categories': ['name', 'description'],
  // `attractions`: the distance is words ("30 min drive"); the address and web address are data, and
  // `details` is structured (its keys are the spec's).
  attractions: ['title', 'description', 'imageAlt', 'distance'],
  'guest-info-categories': ['name'],
  // `guest_info_items`: not the icon key.
  'guest-info-items': ['title', 'description'],
  // `check_in_instructions`: `{doorCode}` and friends must survive (placeholders.ts).
  'check-in-instructions': ['title', 'content'],
  // `bookable_experiences`: the provider is a business's name and the location a place; price, days,
  // times and rules are data.
  experiences: ['title', 'description', 'imageAlt', 'duration', 'howToPay'],
  // Optional per issue 46: the guest's own words; the name, place, source and month are data.
  testimonials: ['comment'],
  // schemas/site-settings.ts: the owner's words only; the site's name is a brand, and location lines,
  // links, phone, email, coordinates and numbers are data.
  'site-settings': [
    'heroEyebrow',
    'heroHeadline',
    'heroSubline',
    'aboutTitle',
    'aboutParagraphs',
    'aboutBadges',
    'promoTitle',
    'promoText',
    'promoButton',
    'asSeenOnText',
    'asSeenOnLabel',
    'footerTagline',
    'footerText',
    'replyNote',
  ],
  // schemas/arrival.ts: the address, WiFi, door codes and house times are all data, so the arrival card
  // has no words of the owner's today; listed so a future note field is one line away.
  'arrival-settings': [],
};

/**
 * Fields that are lists of texts: translated as one text, the items joined by this separator (one per
 * line, as the back office edits room features; paragraphs by a blank line, since one may hold a line
 * break). A translation may have more or fewer items than the English.
 */
export const LIST_FIELD_SEPARATORS: Partial<Record<TranslatableResource, Readonly<Record<string, string>>>> =
  {
    rooms: { features: '\n' },
    amenities: { items: '\n' },
    'site-settings': { aboutParagraphs: '\n\n', aboutBadges: '\n' },
  };

/** The separator of a list field, or undefined for a plain text field. */
export const listSeparatorOf = (resource: TranslatableResource, field: string): string | undefined =>
  LIST_FIELD_SEPARATORS[resource]?.[field];

/** The languages' names in English, for the owner's screens and the API's messages. */
export const LANGUAGE_NAMES: Record<TranslationLocale, string> = {
  de: 'German',
  fr: 'French',
  ja: 'Japanese',
  ko: 'Korean',
  zh: 'Chinese',
};

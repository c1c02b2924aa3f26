/** The site's languages (issue 46): English is the source; the others are translations beside it. */
export const LOCALES = ['en', 'de', 'fr', 'ja', 'ko', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';
export const TRANSLATION_LOCALES = ['de', 'fr', 'ja', 'ko', 'zh'] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

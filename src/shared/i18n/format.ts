import { intlLocale, type Locale } from '../locales.js';
import { getLocale } from './locale.js';

/**
 * A date or time in a language's own way (decision 0093), always in the zone the caller names (the
 * chalet's): `formatInLocale(date, { dateStyle: 'medium', timeZone })`. English keeps the spec's own
 * formats where the spec fixes them; callers use this for the other languages.
 */
export const formatInLocale = (
  date: Date | number,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
  locale: Locale = getLocale(),
): string => new Intl.DateTimeFormat(intlLocale(locale), options).format(date);

/** A number (a price, a count) in a language's own way; a decimal text ("145.00") is formatted exactly. */
export const formatNumberInLocale = (
  value: number | bigint | Intl.StringNumericLiteral,
  options?: Intl.NumberFormatOptions,
  locale: Locale = getLocale(),
): string => new Intl.NumberFormat(intlLocale(locale), options).format(value);

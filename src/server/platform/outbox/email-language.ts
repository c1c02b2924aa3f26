/**
 * Dates, times and prices in a guest's email, in the guest's language (decision 0095), always on the
 * chalet's clock. English keeps the forms the emails always had ("Monday 5 April 2027, 8:30 am AEST",
 * "A$435.00"); the other languages take their own (`shared/i18n/format.ts`), the zone named in words.
 */
import { formatInLocale, formatNumberInLocale } from '../../../shared/i18n/format.js';
import { isLocale, type Locale, SOURCE_LOCALE } from '../../../shared/locales.js';
import { formatMoney, normalizeMoney } from '../../../shared/money.js';
import { formatLongDate, formatLongDateTimeInZone } from '../time/zoned-dates.js';

/** A stored language code as one of ours; anything else (an older row) is English. */
export const emailLocale = (language: unknown): Locale => (isLocale(language) ? language : SOURCE_LOCALE);

/** "Monday 5 April 2027, 8:30 am AEST"; "Montag, 5. April 2027 um 08:30 Ostaustralische Normalzeit". */
export function emailDateTime(date: Date, timeZone: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return formatLongDateTimeInZone(date, timeZone);
  return formatInLocale(
    date,
    {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'long',
    },
    locale,
  );
}

/** A calendar date (YYYY-MM-DD) written out: "Monday 5 April 2027"; "2027年4月5日月曜日". */
export function emailDate(iso: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return formatLongDate(iso);
  // A date has no zone: read and written at UTC midnight.
  return formatInLocale(new Date(`${iso}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' }, locale);
}

/** An amount in Australian dollars: "A$435.00"; "435,00 AU$". Formatted from its decimal text, exactly. */
export function emailMoney(amount: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return formatMoney(amount);
  return formatNumberInLocale(
    normalizeMoney(amount) as Intl.StringNumericLiteral,
    { style: 'currency', currency: 'AUD' },
    locale,
  );
}

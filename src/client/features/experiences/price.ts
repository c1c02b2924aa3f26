import { formatNumberInLocale } from '../../../shared/i18n/format.js';
import { getLocale } from '../../../shared/i18n/locale.js';
import { formatMoney } from '../../../shared/money.js';

/**
 * A price: "A$1,450.00" in English (the spec's), Australian dollars in the language's way elsewhere. On
 * its own, apart from the dates in format.ts: the home page's experiences section needs only this, and
 * format.ts reads the experience schemas (and through them the tables' module).
 */
export function formatPrice(amount: string): string {
  if (getLocale() === 'en') return formatMoney(amount);
  return formatNumberInLocale(Number(amount), { style: 'currency', currency: 'AUD' });
}

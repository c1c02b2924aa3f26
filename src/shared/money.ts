/**
 * Money as decimal strings ("145.00"), the way PostgreSQL's numeric gives and takes it (decision 0053).
 * Arithmetic is on whole cents as bigint, so no amount ever passes through binary floating point.
 */

/** Two decimals at most, no sign, no exponent: what the owner types and the database stores. */
export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** Whole cents of a decimal amount ("145.5" → 14550n); throws on anything else. */
export function moneyToCents(amount: string): bigint {
  const text = amount.trim();
  if (!MONEY_PATTERN.test(text)) throw new Error(`not an amount of money: ${amount}`);
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Cents as the two-decimal string ("14550n" → "145.50"). */
export function centsToMoney(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The canonical form of an amount ("145" → "145.00"). */
export function normalizeMoney(amount: string): string {
  return centsToMoney(moneyToCents(amount));
}

/** price × quantity, exactly. */
export function multiplyMoney(price: string, quantity: number): string {
  if (!Number.isSafeInteger(quantity)) throw new Error(`not a whole quantity: ${quantity}`);
  return centsToMoney(moneyToCents(price) * BigInt(quantity));
}

/** "A$1,450.00": Australian dollars with thousands separators, for guests and the owner to read. */
export function formatMoney(amount: string): string {
  const [whole, fraction] = normalizeMoney(amount).split('.');
  return `A$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

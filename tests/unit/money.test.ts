import { describe, expect, it } from 'vitest';
import { formatMoney, moneyToCents, multiplyMoney, normalizeMoney } from '../../src/shared/money.js';

describe('money as decimal strings', () => {
  it('multiplies exactly where binary floating point does not', () => {
    expect(3 * 145.1).not.toBe(435.3); // 435.29999999999995
    expect(multiplyMoney('145.10', 3)).toBe('435.30');
    expect(multiplyMoney('0.10', 3)).toBe('0.30');
    expect(multiplyMoney('99999.99', 500)).toBe('49999995.00');
  });

  it('reads and writes two decimals', () => {
    expect(moneyToCents('145')).toBe(14500n);
    expect(moneyToCents('145.5')).toBe(14550n);
    expect(normalizeMoney('7.05')).toBe('7.05');
    expect(normalizeMoney('007')).toBe('7.00');
    for (const bad of ['', '1.234', '-1', '1e3', '1,000', ' ', 'NaN']) {
      expect(() => moneyToCents(bad), bad).toThrow();
    }
    expect(() => multiplyMoney('1.00', 1.5)).toThrow();
  });

  it('formats Australian dollars with thousands separators', () => {
    expect(formatMoney('435.3')).toBe('A$435.30');
    expect(formatMoney('1234567.8')).toBe('A$1,234,567.80');
    expect(formatMoney('0')).toBe('A$0.00');
  });
});

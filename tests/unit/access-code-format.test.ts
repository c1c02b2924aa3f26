import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ALPHABET,
  accessCodeMatchKey,
  canonicalAccessCode,
  GENERATED_ACCESS_CODE_PATTERN,
  generateAccessCode,
} from '../../src/shared/access-code-format.js';

describe('canonicalAccessCode and the match key', () => {
  it.each([
    ['  alpine-sex7tf ', 'ALPINE-SEX7TF', 'ALPINESEX7TF'],
    ['alpine sex7tf', 'ALPINESEX7TF', 'ALPINESEX7TF'],
    ['Stay\u20132025', 'STAY-2025', 'STAY2025'],
    ['a\tb-c', 'AB-C', 'ABC'],
  ])('%j → %s (key %s)', (typed, canonical, key) => {
    expect(canonicalAccessCode(typed)).toBe(canonical);
    expect(accessCodeMatchKey(typed)).toBe(key);
  });
});

describe('generateAccessCode', () => {
  it('draws XXXX-XXXX from 27 symbols, no vowels, no Y, no 0/O/1/I/L, every symbol in use', () => {
    expect(ACCESS_CODE_ALPHABET).toBe('BCDFGHJKMNPQRSTVWXZ23456789');
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(27);
    const used = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateAccessCode();
      expect(code).toMatch(GENERATED_ACCESS_CODE_PATTERN);
      expect(code).toMatch(/^[^AEIOUYL01]{4}-[^AEIOUYL01]{4}$/);
      for (const symbol of code.replace('-', '')) used.add(symbol);
    }
    // 16 000 draws: a symbol never drawn would mean a biased or broken mapping.
    expect([...used].sort().join('')).toBe([...ACCESS_CODE_ALPHABET].sort().join(''));
  });
});

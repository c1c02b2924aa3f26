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
    ['  alpine-sex7tf ', 'ALPINE-SEX7TF', 'A1P1NESEX7TF'],
    ['alpine sex7tf', 'ALPINESEX7TF', 'A1P1NESEX7TF'],
    ['Stay\u20132025', 'STAY-2025', 'STAY2025'],
    ['a\tb-c', 'AB-C', 'ABC'],
    // Look-alikes (issue 43): O is read as 0, I and L as 1, whichever the owner or the guest typed.
    ['KOALA-2911', 'KOALA-2911', 'K0A1A2911'],
    ['k0ala-29ii', 'K0ALA-29II', 'K0A1A2911'],
    ['kOA1A 29Ll', 'KOA1A29LL', 'K0A1A2911'],
  ])('%j → %s (key %s)', (typed, canonical, key) => {
    expect(canonicalAccessCode(typed)).toBe(canonical);
    expect(accessCodeMatchKey(typed)).toBe(key);
  });
});

describe('look-alike matching', () => {
  it('gives KOALA-2911 and every O/0, I/L/1 spelling of it one key, and keeps other letters apart', () => {
    const key = accessCodeMatchKey('KOALA-2911');
    for (const typed of ['K0ALA-29II', 'koala2911', 'K0A1A-29L1', 'KOALA 29 1 1']) {
      expect(accessCodeMatchKey(typed)).toBe(key);
    }
    expect(accessCodeMatchKey('KOALA-2912')).not.toBe(key);
    expect(accessCodeMatchKey('KQALA-2911')).not.toBe(key);
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

/**
 * Guest access codes as people type them (issue 33, decision 0040). Apart from the schemas so the
 * check-in page and the service worker can use it without loading zod.
 *
 * A code is STORED canonical (no whitespace, upper case, dashes kept as the owner typed them) and
 * MATCHED by its key (the canonical form without dashes, look-alikes folded: O→0, I and L→1), so
 * `alpine-sex7tf`, ` ALPINE SEX7TF ` and `a1pinesex7tf` all open `ALPINE-SEX7TF` (issue 43, decision
 * 0074). The database keeps the key unique (access_codes.match_key computes the same from `code`).
 */

/** Dash look-alikes that phone keyboards type (hyphen, non-breaking hyphen, en/em dash, minus). */
const DASH_LOOKALIKES = /[\u2010-\u2015\u2212]/g;
const WHITESPACE = /\s+/g;

/** The stored form of a code: trimmed, spaces removed, upper case, dash look-alikes made `-`. */
export function canonicalAccessCode(text: string): string {
  return text.replace(WHITESPACE, '').replace(DASH_LOOKALIKES, '-').toUpperCase();
}

/** Letters read as digits when matching: O as 0, I and L as 1 (and the database's translate('OIL', '011')). */
const LOOKALIKE_DIGITS: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/** What two codes are compared by: the canonical form without dashes, O/0 and I/L/1 one character each. */
export function accessCodeMatchKey(text: string): string {
  return canonicalAccessCode(text)
    .replaceAll('-', '')
    .replace(/[OIL]/g, (letter) => LOOKALIKE_DIGITS[letter]);
}

/**
 * The generator's alphabet: no vowels (and no Y), so it cannot spell words, and no look-alikes
 * (0/O, 1/I/L). 27 symbols.
 */
export const ACCESS_CODE_ALPHABET = 'BCDFGHJKMNPQRSTVWXZ23456789';
/** A generated code is two groups of four: `XXXX-XXXX`. */
export const GENERATED_ACCESS_CODE_GROUPS = 2;
export const GENERATED_ACCESS_CODE_GROUP_LENGTH = 4;
/** What a generated code looks like. */
export const GENERATED_ACCESS_CODE_PATTERN = new RegExp(
  `^[${ACCESS_CODE_ALPHABET}]{${GENERATED_ACCESS_CODE_GROUP_LENGTH}}(-[${ACCESS_CODE_ALPHABET}]{${GENERATED_ACCESS_CODE_GROUP_LENGTH}})+$`,
);

/** Bytes at or above this are redrawn, so every symbol is equally likely (27 × 9 = 243). */
const UNBIASED_BYTE_LIMIT = 256 - (256 % ACCESS_CODE_ALPHABET.length);

/**
 * A random code such as `K7QM-4XTB` from the Web Crypto generator (browsers and Node alike).
 * 27^8 ≈ 2.8 × 10^11 codes; guessing is bounded by the rate limit, not by length alone.
 */
export function generateAccessCode(): string {
  const length = GENERATED_ACCESS_CODE_GROUPS * GENERATED_ACCESS_CODE_GROUP_LENGTH;
  const symbols: string[] = [];
  const bytes = new Uint8Array(length * 2);
  while (symbols.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      symbols.push(ACCESS_CODE_ALPHABET[byte % ACCESS_CODE_ALPHABET.length]);
      if (symbols.length === length) break;
    }
  }
  const groups: string[] = [];
  for (let start = 0; start < length; start += GENERATED_ACCESS_CODE_GROUP_LENGTH) {
    groups.push(symbols.slice(start, start + GENERATED_ACCESS_CODE_GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

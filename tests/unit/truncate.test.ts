import { describe, expect, it } from 'vitest';
import {
  GUEST_INFO_EXPAND_DESCRIPTION,
  GUEST_INFO_TRUNCATE,
  GUEST_INFO_TRUNCATE_WHAT_TO_BRING,
  WHAT_TO_BRING,
} from '../../src/shared/constants.js';
import {
  guestInfoTruncateLength,
  isWhatToBring,
  shouldGuestInfoCardExpand,
  truncate,
} from '../../src/shared/text/truncate.js';

describe('truncate', () => {
  it('returns text that fits unchanged', () => {
    expect(truncate('Short text', 80)).toBe('Short text');
    expect(truncate('', 10)).toBe('');
  });

  it('returns text of exactly max characters unchanged', () => {
    const text = 'a'.repeat(80);
    expect(truncate(text, 80)).toBe(text);
  });

  it('cuts longer text to max characters and appends an ellipsis', () => {
    expect(truncate('abcdefghij', 5)).toBe('abcde...');
    expect(truncate('a'.repeat(81), 80)).toBe(`${'a'.repeat(80)}...`);
  });

  it('removes whitespace left at the end of the cut before the ellipsis', () => {
    expect(truncate('Bring warm clothes for the evenings', 11)).toBe('Bring warm...');
    expect(truncate('one two\n\nthree', 9)).toBe('one two...');
  });

  it('cuts at the last word boundary within the limit, never mid-word', () => {
    const text = 'Check-out is at 10 am; please strip the beds and leave used towels in the laundry.';
    const cut = truncate(text, 30);
    expect(cut).toBe('Check-out is at 10 am; please...');
    expect(Array.from(cut.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(30);
    // A clause's comma or semicolon is not left before the ellipsis.
    expect(truncate('Bring boots, a jacket and a torch', 12)).toBe('Bring boots...');
    expect(truncate('Quiet hours; after ten', 13)).toBe('Quiet hours...');
  });

  it('cuts inside a word only when the first word alone is longer than the limit', () => {
    expect(truncate('Supercalifragilistic words', 5)).toBe('Super...');
  });

  it('keeps leading whitespace and inner text as written', () => {
    expect(truncate('  indented text here', 10)).toBe('  indented...');
  });

  it('never splits an emoji in half', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    expect(truncate('😀😀', 2)).toBe('😀😀');
  });

  it('treats a zero, negative or fractional max sensibly', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -4)).toBe('...');
    expect(truncate('abcdef', 2.9)).toBe('ab...');
    expect(truncate('abc', Number.NaN)).toBe('...');
  });
});

describe('isWhatToBring', () => {
  it('matches the What to Bring category trimmed and case-insensitively', () => {
    expect(isWhatToBring(WHAT_TO_BRING)).toBe(true);
    expect(isWhatToBring('  what TO bring ')).toBe(true);
    expect(isWhatToBring('What to Bring along')).toBe(false);
    expect(isWhatToBring(null)).toBe(false);
    expect(isWhatToBring(undefined)).toBe(false);
  });
});

describe('guestInfoTruncateLength', () => {
  it('is 120 for What to Bring', () => {
    expect(guestInfoTruncateLength('What to Bring')).toBe(GUEST_INFO_TRUNCATE_WHAT_TO_BRING);
    expect(GUEST_INFO_TRUNCATE_WHAT_TO_BRING).toBe(120);
    expect(guestInfoTruncateLength(' WHAT TO BRING ')).toBe(GUEST_INFO_TRUNCATE_WHAT_TO_BRING);
  });

  it('is 80 for every other category', () => {
    expect(guestInfoTruncateLength('House Rules')).toBe(GUEST_INFO_TRUNCATE);
    expect(GUEST_INFO_TRUNCATE).toBe(80);
    expect(guestInfoTruncateLength('')).toBe(GUEST_INFO_TRUNCATE);
    expect(guestInfoTruncateLength(undefined)).toBe(GUEST_INFO_TRUNCATE);
  });
});

describe('shouldGuestInfoCardExpand', () => {
  const short = { description: 'Short.' };

  it('shows no toggle for 2 items with short descriptions', () => {
    expect(shouldGuestInfoCardExpand('House Rules', [short, short])).toBe(false);
    expect(shouldGuestInfoCardExpand('House Rules', [])).toBe(false);
  });

  it('shows the toggle when there are more than 2 items', () => {
    expect(shouldGuestInfoCardExpand('House Rules', [short, short, short])).toBe(true);
  });

  it('shows the toggle when a description is over 150 characters', () => {
    const long = { description: 'x'.repeat(GUEST_INFO_EXPAND_DESCRIPTION + 1) };
    expect(shouldGuestInfoCardExpand('House Rules', [long])).toBe(true);
  });

  it('shows no toggle for a description of exactly 150 characters', () => {
    const edge = { description: 'x'.repeat(GUEST_INFO_EXPAND_DESCRIPTION) };
    expect(shouldGuestInfoCardExpand('House Rules', [edge, short])).toBe(false);
  });

  it('tolerates items without a description', () => {
    expect(shouldGuestInfoCardExpand('House Rules', [{}, { description: null }])).toBe(false);
  });

  it('never shows the toggle for What to Bring', () => {
    const long = { description: 'x'.repeat(500) };
    expect(shouldGuestInfoCardExpand('What to Bring', [short, short, short, long])).toBe(false);
    expect(shouldGuestInfoCardExpand(' what to bring', [long])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_FULL_MASK_MAX, ACCESS_CODE_MASK_VISIBLE } from '../../src/shared/constants.js';
import { maskCode } from '../../src/shared/text/mask-code.js';

describe('maskCode', () => {
  it('masks codes of 4 characters or fewer entirely, one asterisk per character', () => {
    expect(maskCode('abcd')).toBe('****');
    expect(maskCode('abc')).toBe('***');
    expect(maskCode('a')).toBe('*');
    expect(maskCode('x'.repeat(ACCESS_CODE_FULL_MASK_MAX))).toBe('*'.repeat(ACCESS_CODE_FULL_MASK_MAX));
  });

  it('returns an empty string for an empty code', () => {
    expect(maskCode('')).toBe('');
  });

  it('shows the first 2 and last 2 characters of a 5-character code', () => {
    expect(maskCode('abcde')).toBe('ab*de');
  });

  it('puts one asterisk per hidden character between the visible ends', () => {
    expect(maskCode('CHALET2024')).toBe('CH******24');
    const code = 'K'.repeat(50);
    const masked = maskCode(code);
    expect(masked).toHaveLength(50);
    expect(masked.slice(0, ACCESS_CODE_MASK_VISIBLE)).toBe('KK');
    expect(masked.slice(-ACCESS_CODE_MASK_VISIBLE)).toBe('KK');
    expect(masked.slice(ACCESS_CODE_MASK_VISIBLE, -ACCESS_CODE_MASK_VISIBLE)).toBe('*'.repeat(46));
  });

  it('keeps spaces and symbols at the visible ends as they are', () => {
    expect(maskCode('a b-c d')).toBe('a *** d');
  });

  it('counts code points, never splitting an emoji', () => {
    expect(maskCode('😀😀😀😀')).toBe('****');
    expect(maskCode('😀abc😀')).toBe('😀a*c😀');
  });
});

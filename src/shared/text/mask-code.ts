import { ACCESS_CODE_FULL_MASK_MAX, ACCESS_CODE_MASK_VISIBLE } from '../constants.js';

const MASK_CHAR = '*';

/**
 * Masks an access code for the admin list (spec section 2, "Admin access codes"):
 * codes of 4 characters or fewer become all asterisks; longer codes show the first 2 and the
 * last 2 characters with one asterisk per hidden character in between.
 *
 * Characters are counted as Unicode code points, so a code is never cut inside a surrogate pair.
 */
export function maskCode(code: string): string {
  const chars = Array.from(code);
  if (chars.length <= ACCESS_CODE_FULL_MASK_MAX) {
    return MASK_CHAR.repeat(chars.length);
  }
  const head = chars.slice(0, ACCESS_CODE_MASK_VISIBLE).join('');
  const tail = chars.slice(chars.length - ACCESS_CODE_MASK_VISIBLE).join('');
  return head + MASK_CHAR.repeat(chars.length - 2 * ACCESS_CODE_MASK_VISIBLE) + tail;
}

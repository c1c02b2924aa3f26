import {
  GUEST_INFO_EXPAND_DESCRIPTION,
  GUEST_INFO_EXPAND_ITEMS,
  GUEST_INFO_TRUNCATE,
  GUEST_INFO_TRUNCATE_WHAT_TO_BRING,
  WHAT_TO_BRING,
} from '../constants.js';

export const ELLIPSIS = '...';

/**
 * Shortens `text` to at most `max` characters and appends '...' when it was longer. The cut falls at the
 * last word boundary within the limit (a single word longer than the limit is cut inside it), and the
 * whitespace and clause punctuation left at the end of the cut are removed before the ellipsis.
 * Text that fits is returned unchanged.
 *
 * Characters are counted as Unicode code points so that an emoji is never split in half.
 * A negative or fractional `max` is treated as its floor, at least 0.
 */
export function truncate(text: string, max: number): string {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  let end = limit;
  // Inside a word: go back to the whitespace before it, unless the whole cut is one word.
  if (!/\s/.test(chars[limit] ?? '')) {
    let boundary = limit;
    while (boundary > 0 && !/\s/.test(chars[boundary - 1])) boundary--;
    if (chars.slice(0, boundary).some((char) => !/\s/.test(char))) end = boundary;
  }
  const cut = chars.slice(0, end).join('').trimEnd();
  return cut.replace(/[\s,;:]+$/u, '') + ELLIPSIS;
}

/** True for the guest-info category 'What to Bring' (trimmed, case-insensitive). */
export function isWhatToBring(categoryName: string | null | undefined): boolean {
  return (categoryName ?? '').trim().toLowerCase() === WHAT_TO_BRING.toLowerCase();
}

/** Description length on a public guest-info card: 120 for 'What to Bring', 80 for every other category. */
export function guestInfoTruncateLength(categoryName: string | null | undefined): number {
  return isWhatToBring(categoryName) ? GUEST_INFO_TRUNCATE_WHAT_TO_BRING : GUEST_INFO_TRUNCATE;
}

export interface GuestInfoCardItemLike {
  description?: string | null;
}

/**
 * Whether a card on the Guest Information page gets the 'View more' / 'View less' toggle
 * (spec section 2): when it has more than 2 items or any description is over 150 characters,
 * except for the category 'What to Bring', which never gets it.
 */
export function shouldGuestInfoCardExpand(
  categoryName: string | null | undefined,
  items: ReadonlyArray<GuestInfoCardItemLike>,
): boolean {
  if (isWhatToBring(categoryName)) return false;
  if (items.length > GUEST_INFO_EXPAND_ITEMS) return true;
  return items.some((item) => Array.from(item.description ?? '').length > GUEST_INFO_EXPAND_DESCRIPTION);
}

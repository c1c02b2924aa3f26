import {
  GUEST_INFO_EXPAND_DESCRIPTION,
  GUEST_INFO_EXPAND_ITEMS,
  GUEST_INFO_TRUNCATE,
  GUEST_INFO_TRUNCATE_WHAT_TO_BRING,
  WHAT_TO_BRING,
} from '../constants.js';

export const ELLIPSIS = '...';

/**
 * Cuts `text` to at most `max` characters and appends '...' when it was longer; whitespace left at
 * the end of the cut is removed before the ellipsis. Text that fits is returned unchanged.
 *
 * Characters are counted as Unicode code points so that an emoji is never split in half.
 * A negative or fractional `max` is treated as its floor, at least 0.
 */
export function truncate(text: string, max: number): string {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit).join('').trimEnd() + ELLIPSIS;
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

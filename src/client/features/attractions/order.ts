import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';

// One collator for every comparison: `localeCompare` with options builds a new one per call, and each
// build loads the browser's locale data again (decision 0030).
let titleCollator: Intl.Collator | undefined;

/** Attractions by title (ignoring case and accents), then by id: the order guests and the owner see. */
export function byTitle(a: Attraction, b: Attraction): number {
  titleCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return titleCollator.compare(a.title, b.title) || a.id - b.id;
}

/** Categories in the owner's order, then by id. */
export const bySortOrder = (a: AttractionCategory, b: AttractionCategory): number =>
  a.sortOrder - b.sortOrder || a.id - b.id;

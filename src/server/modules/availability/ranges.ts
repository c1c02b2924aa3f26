import type { BlockedRange } from '../../../shared/schemas/availability.js';

/** Sorted, with overlapping and touching ranges joined (ends are exclusive, so [a,b) + [b,c) = [a,c)). */
export function mergeRanges(ranges: readonly BlockedRange[]): BlockedRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start.localeCompare(b.start));
  const merged: BlockedRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

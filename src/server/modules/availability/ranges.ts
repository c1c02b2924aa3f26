import { type BlockedRange, BlockedRangeSchema } from '../../../shared/schemas/availability.js';

/**
 * Whether a stored range can be shown: two real `YYYY-MM-DD` dates (issue 42). A row written before
 * feeds' dates were checked, or by hand, may hold `1-01-01`; the public answer's schema would refuse it
 * with a 500. (Merged ranges may be longer than one event may be: only the dates are checked.)
 */
export function isReadableRange(range: unknown): range is BlockedRange {
  if (!BlockedRangeSchema.safeParse(range).success) return false;
  const { start, end } = range as BlockedRange;
  return !Number.isNaN(Date.parse(start)) && !Number.isNaN(Date.parse(end));
}

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

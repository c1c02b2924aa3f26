import type { BlockedRange } from '../../../shared/schemas/availability.js';

/** Adds days to an ISO date (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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

import type { AnalyticsDay, AnalyticsSummary } from '../../../shared/schemas/analytics.js';

/** '12 Mar' for a calendar date (YYYY-MM-DD), whatever the browser's zone. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export const formatPercent = (share: number) =>
  `${(share * 100).toLocaleString('en-AU', { maximumFractionDigits: 1 })}%`;

export interface WeekTotals {
  /** The week's first day (YYYY-MM-DD). */
  start: string;
  label: string;
  enquiries: number;
  visitors: number;
  bookVisitors: number;
  /** Book-clicking visitors / visitors of the week, 0 to 1. */
  conversion: number;
}

/** The days in weeks of seven, the last week ending today (the first may be shorter). */
export function groupByWeek(days: readonly AnalyticsDay[]): WeekTotals[] {
  const weeks: WeekTotals[] = [];
  for (let end = days.length; end > 0; end -= 7) {
    const slice = days.slice(Math.max(0, end - 7), end);
    const sum = (key: 'enquiries' | 'visitors' | 'bookVisitors') => slice.reduce((n, d) => n + d[key], 0);
    const visitors = sum('visitors');
    const bookVisitors = sum('bookVisitors');
    weeks.unshift({
      start: slice[0].date,
      label: `${formatDay(slice[0].date)}–${formatDay(slice[slice.length - 1].date)}`,
      enquiries: sum('enquiries'),
      visitors,
      bookVisitors,
      conversion: visitors === 0 ? 0 : bookVisitors / visitors,
    });
  }
  return weeks;
}

/** True when nothing at all was recorded in the period. */
export const isEmptySummary = ({ totals }: AnalyticsSummary) =>
  totals.pageViews + totals.visitors + totals.bookClicks + totals.enquiries === 0;

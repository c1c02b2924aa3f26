/**
 * The demo calendar: realistic booked stays relative to the day of first start, so the guest calendar
 * looks alive with no network. It is a feed marked `isDemo`, never fetched, and ignored as soon as the
 * owner adds a real feed.
 */
import type { BlockedRange } from '../../shared/schemas/availability.js';
import type { Db } from '../db/client.js';
import { insertDemoFeedOnce } from '../modules/availability/availability.repository.js';
import { addDaysIso, isoDateInZone } from '../platform/time/zoned-dates.js';

export const DEMO_FEED_LABEL = 'Demo calendar';
export const DEMO_FEED_URL = 'demo:calendar';

/** Stays as [first night, nights] counted from the first start day: weekends, school holidays, a week. */
const DEMO_STAYS: readonly [number, number][] = [
  [1, 3],
  [6, 2],
  [11, 4],
  [19, 7],
  [33, 3],
  [40, 2],
  [47, 5],
  [61, 3],
  [75, 7],
  [96, 4],
  [124, 3],
  [152, 7],
  [201, 5],
  [260, 4],
  [320, 6],
];

export function demoBlockedRanges(firstDay: string): BlockedRange[] {
  return DEMO_STAYS.map(([offset, nights]) => ({
    start: addDaysIso(firstDay, offset),
    end: addDaysIso(firstDay, offset + nights),
  }));
}

/** Seeds the demo calendar once per database. */
export function seedAvailabilityDemo(db: Db, options: { timeZone: string; now: Date }): Promise<boolean> {
  return insertDemoFeedOnce(db, {
    label: DEMO_FEED_LABEL,
    url: DEMO_FEED_URL,
    blocked: demoBlockedRanges(isoDateInZone(options.now, options.timeZone)),
    seededAt: options.now,
  });
}

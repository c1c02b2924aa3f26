/**
 * The owner's list of access codes in groups by where their stay lies relative to now, on the
 * chalet's calendar (issue 33, item 6). Pure: the page passes the clock, the tests pass theirs.
 */

export type AccessCodeGroupKey = 'in-stay' | 'arriving' | 'upcoming' | 'ended' | 'no-dates';

/** The groups in the page's order, with their headings. */
export const ACCESS_CODE_GROUPS: readonly { key: AccessCodeGroupKey; title: string }[] = [
  { key: 'in-stay', title: 'In stay now' },
  { key: 'arriving', title: 'Arriving in the next 7 days' },
  { key: 'upcoming', title: 'Upcoming' },
  { key: 'ended', title: 'Ended' },
  { key: 'no-dates', title: 'Without dates' },
];

/** "Arriving" reaches this many calendar days past today at the chalet (today + 7 included). */
export const ARRIVING_WITHIN_DAYS = 7;

const DAY_MS = 86_400_000;

interface StayDates {
  checkInAt: Date | string | null;
  checkOutAt: Date | string | null;
  createdAt: Date | string;
}

const time = (value: Date | string) => new Date(value).getTime();

/** The calendar day of an instant at the zone, as a day count (so days subtract). */
function zonedDayNumber(date: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return Math.floor(Date.UTC(+parts.year, +parts.month - 1, +parts.day) / DAY_MS);
}

/**
 * The group of one stay: in stay from check-in until check-out, ended from check-out, arriving when
 * check-in falls on a chalet day within the next 7, upcoming after that; a code missing either date
 * has no stay.
 */
export function accessCodeGroup(stay: StayDates, now: Date, timeZone: string): AccessCodeGroupKey {
  if (!stay.checkInAt || !stay.checkOutAt) return 'no-dates';
  const checkIn = new Date(stay.checkInAt);
  const nowMs = now.getTime();
  if (time(stay.checkOutAt) <= nowMs) return 'ended';
  if (checkIn.getTime() <= nowMs) return 'in-stay';
  const days = zonedDayNumber(checkIn, timeZone) - zonedDayNumber(now, timeZone);
  return days <= ARRIVING_WITHIN_DAYS ? 'arriving' : 'upcoming';
}

/** How each group is ordered: what matters next first, the most recent past first. */
const ORDER: Record<AccessCodeGroupKey, (a: StayDates, b: StayDates) => number> = {
  'in-stay': (a, b) => time(a.checkOutAt as string) - time(b.checkOutAt as string),
  arriving: (a, b) => time(a.checkInAt as string) - time(b.checkInAt as string),
  upcoming: (a, b) => time(a.checkInAt as string) - time(b.checkInAt as string),
  ended: (a, b) => time(b.checkOutAt as string) - time(a.checkOutAt as string),
  'no-dates': (a, b) => time(b.createdAt) - time(a.createdAt),
};

/** The non-empty groups in page order, each sorted; every code is in exactly one. */
export function groupAccessCodes<T extends StayDates>(
  codes: readonly T[],
  now: Date,
  timeZone: string,
): { key: AccessCodeGroupKey; title: string; codes: T[] }[] {
  const byKey = new Map<AccessCodeGroupKey, T[]>(ACCESS_CODE_GROUPS.map(({ key }) => [key, []]));
  for (const code of codes) byKey.get(accessCodeGroup(code, now, timeZone))?.push(code);
  return ACCESS_CODE_GROUPS.map(({ key, title }) => ({
    key,
    title,
    codes: [...(byKey.get(key) ?? [])].sort(ORDER[key]),
  })).filter((group) => group.codes.length > 0);
}

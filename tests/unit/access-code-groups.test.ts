import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_GROUPS,
  accessCodeGroup,
  groupAccessCodes,
} from '../../src/client/features/stay/access-code-groups.js';

const SYDNEY = 'Australia/Sydney';
// 10:00 on Wed 10 Dec 2025 in Sydney (daylight time, UTC+11) is 23:00 UTC on 9 Dec.
const NOW = new Date('2025-12-09T23:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const stay = (
  checkInAt: string | null,
  checkOutAt: string | null,
  createdAt = '2025-01-01T00:00:00.000Z',
) => ({
  checkInAt,
  checkOutAt,
  createdAt,
});

describe('accessCodeGroup', () => {
  it('puts a stay that has begun and not ended in "in-stay", from check-in up to check-out', () => {
    expect(accessCodeGroup(stay(at(0), at(48 * HOUR)), NOW, SYDNEY)).toBe('in-stay');
    expect(accessCodeGroup(stay(at(-24 * HOUR), at(1)), NOW, SYDNEY)).toBe('in-stay');
  });

  it('puts a stay whose check-out has passed in "ended", from the check-out instant', () => {
    expect(accessCodeGroup(stay(at(-48 * HOUR), at(0)), NOW, SYDNEY)).toBe('ended');
    expect(accessCodeGroup(stay(at(-48 * HOUR), at(-1)), NOW, SYDNEY)).toBe('ended');
  });

  it('counts the next 7 days on the chalet calendar, not in 24-hour steps from now', () => {
    // Wed 17 Dec, 23:59 in Sydney: 7 chalet days ahead, although more than 7 × 24 h from now.
    expect(accessCodeGroup(stay('2025-12-17T12:59:00.000Z', '2025-12-20T00:00:00.000Z'), NOW, SYDNEY)).toBe(
      'arriving',
    );
    // Thu 18 Dec, 00:00 in Sydney (13:00 UTC on the 17th): the 8th day, upcoming.
    expect(accessCodeGroup(stay('2025-12-17T13:00:00.000Z', '2025-12-20T00:00:00.000Z'), NOW, SYDNEY)).toBe(
      'upcoming',
    );
    // Later today at the chalet: arriving.
    expect(accessCodeGroup(stay(at(5 * HOUR), at(50 * HOUR)), NOW, SYDNEY)).toBe('arriving');
  });

  it('reads "today" at the chalet, whatever the day is in UTC', () => {
    // 23:00 UTC on 9 Dec is already 10 Dec in Sydney but still 9 Dec in UTC: a check-in at 00:30 UTC
    // on 17 Dec (11:30 on the 17th in Sydney) is 7 chalet days ahead, 8 UTC days.
    const checkIn = '2025-12-17T00:30:00.000Z';
    expect(accessCodeGroup(stay(checkIn, '2025-12-19T00:00:00.000Z'), NOW, SYDNEY)).toBe('arriving');
    expect(accessCodeGroup(stay(checkIn, '2025-12-19T00:00:00.000Z'), NOW, 'UTC')).toBe('upcoming');
  });

  it('puts a code missing either date in "no-dates"', () => {
    expect(accessCodeGroup(stay(null, null), NOW, SYDNEY)).toBe('no-dates');
    expect(accessCodeGroup(stay(at(HOUR), null), NOW, SYDNEY)).toBe('no-dates');
  });
});

describe('groupAccessCodes', () => {
  const inStayLate = { id: 1, ...stay(at(-HOUR), at(72 * HOUR)) };
  const inStayEarly = { id: 2, ...stay(at(-HOUR), at(24 * HOUR)) };
  const arrivingSoon = { id: 3, ...stay(at(2 * HOUR), at(30 * HOUR)) };
  const arrivingLater = { id: 4, ...stay(at(100 * HOUR), at(130 * HOUR)) };
  const upcoming = { id: 5, ...stay(at(30 * 24 * HOUR), at(32 * 24 * HOUR)) };
  const endedLongAgo = { id: 6, ...stay(at(-90 * 24 * HOUR), at(-88 * 24 * HOUR)) };
  const endedYesterday = { id: 7, ...stay(at(-72 * HOUR), at(-24 * HOUR)) };
  const undatedOld = { id: 8, ...stay(null, null, '2025-01-01T00:00:00.000Z') };
  const undatedNew = { id: 9, ...stay(null, null, '2025-06-01T00:00:00.000Z') };

  it('lists the groups in page order, each in the order that matters, every code once', () => {
    const groups = groupAccessCodes(
      [
        undatedOld,
        endedLongAgo,
        upcoming,
        arrivingLater,
        inStayLate,
        endedYesterday,
        arrivingSoon,
        inStayEarly,
        undatedNew,
      ],
      NOW,
      SYDNEY,
    );
    expect(groups.map((g) => [g.title, g.codes.map((c) => c.id)])).toEqual([
      ['In stay now', [2, 1]],
      ['Arriving in the next 7 days', [3, 4]],
      ['Upcoming', [5]],
      ['Ended', [7, 6]],
      ['Without dates', [9, 8]],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupAccessCodes([upcoming], NOW, SYDNEY).map((g) => g.key)).toEqual(['upcoming']);
    expect(groupAccessCodes([], NOW, SYDNEY)).toEqual([]);
  });

  it('names the five groups of the issue', () => {
    expect(ACCESS_CODE_GROUPS.map((g) => g.title)).toEqual([
      'In stay now',
      'Arriving in the next 7 days',
      'Upcoming',
      'Ended',
      'Without dates',
    ]);
  });
});

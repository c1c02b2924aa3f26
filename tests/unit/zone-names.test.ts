import { describe, expect, it } from 'vitest';
import { formatZonedDateTime } from '../../src/client/features/admin/format.js';
import { formatStayDateWithZone, zoneCityTime, zoneName } from '../../src/shared/stay.js';

/** Times for people (issue 37, decision 0056): a short zone name, right on both sides of daylight saving. */
describe('zone names', () => {
  const summer = new Date('2026-12-04T04:00:00Z'); // 3 pm, daylight time in Sydney
  const winter = new Date('2026-07-04T05:00:00Z'); // 3 pm, standard time in Sydney

  it("names Sydney's zone by its season", () => {
    expect(zoneName(summer, 'Australia/Sydney')).toBe('AEDT');
    expect(zoneName(winter, 'Australia/Sydney')).toBe('AEST');
  });

  it('changes name at the daylight-saving changes (first Sunday of April and October, Sydney)', () => {
    // Daylight time ends 3 am AEDT on 5 April 2026 (16:00 UTC the day before).
    expect(zoneName(new Date('2026-04-04T15:59:00Z'), 'Australia/Sydney')).toBe('AEDT');
    expect(zoneName(new Date('2026-04-04T16:00:00Z'), 'Australia/Sydney')).toBe('AEST');
    // It starts 2 am AEST on 4 October 2026 (16:00 UTC the day before).
    expect(zoneName(new Date('2026-10-03T15:59:00Z'), 'Australia/Sydney')).toBe('AEST');
    expect(zoneName(new Date('2026-10-03T16:00:00Z'), 'Australia/Sydney')).toBe('AEDT');
  });

  it("falls back to the city's time where the short name is only an offset", () => {
    expect(zoneName(summer, 'America/Argentina/Buenos_Aires')).toMatch(/^(ART|Buenos Aires time)$/);
    expect(zoneCityTime('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneCityTime('Australia/Sydney')).toBe('Sydney time');
    expect(zoneName(summer, 'UTC')).toBe('UTC');
  });

  it('is what guests and the owner read, never the IANA id', () => {
    expect(formatStayDateWithZone(summer, 'Australia/Sydney')).toBe('Fri 4 Dec, 3:00 PM AEDT');
    expect(formatStayDateWithZone(winter, 'Australia/Sydney')).toBe('Sat 4 July, 3:00 PM AEST');
    expect(formatZonedDateTime(summer, 'Australia/Sydney')).toBe('Dec 4, 2026, 3:00 PM AEDT');
    expect(formatZonedDateTime(winter, 'Australia/Sydney')).toBe('Jul 4, 2026, 3:00 PM AEST');
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatHouseTime,
  formatHouseTimeIn,
  formatStayDateIn,
  formatStayDateWithZone,
} from '../../src/shared/stay.js';

// Sat 14 March 2026, 2:00 PM in Sydney (daylight saving: AEDT, UTC+11).
const AT = '2026-03-14T03:00:00.000Z';
const ZONE = 'Australia/Sydney';

describe('a stay date in the page language (issue 46)', () => {
  it('keeps English exactly as before', () => {
    expect(formatStayDateIn(AT, ZONE, 'en')).toBe(formatStayDateWithZone(AT, ZONE));
    expect(formatStayDateIn(AT, ZONE, 'en')).toBe('Sat 14 Mar, 2:00 PM AEDT');
    expect(formatHouseTimeIn('15:00', 'en')).toBe(formatHouseTime('15:00'));
  });

  it("writes the other languages their own way, in the chalet's zone, the zone last", () => {
    expect(formatStayDateIn(AT, ZONE, 'de')).toBe('Sa., 14. März, 14:00 GMT+11');
    expect(formatStayDateIn(AT, ZONE, 'ja')).toBe('3月14日(土) 14:00 GMT+11');
    expect(formatStayDateIn(AT, ZONE, 'zh')).toBe('3月14日周六 14:00 GMT+11');
    expect(formatStayDateIn(AT, ZONE, 'fr')).toBe('sam. 14 mars, 14:00 UTC+11');
  });

  it('writes a house time on the 24-hour clock or the language’s own', () => {
    expect(formatHouseTimeIn('15:00', 'de')).toBe('15:00');
    expect(formatHouseTimeIn('9:30', 'ja')).toBe('9:30');
    expect(formatHouseTimeIn('15:00', 'ko')).toBe('오후 3:00');
    expect(formatHouseTimeIn('late', 'de')).toBe('late');
  });
});

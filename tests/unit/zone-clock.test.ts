import { describe, expect, it } from 'vitest';
import { fromZonedLocalInput, toZonedLocalInput, zoneOffsetMinutes } from '../../src/shared/stay.js';

/** The chalet's wall clock across Sydney's daylight-saving changes of 2027 (3 October, 4 April). */
const SYDNEY = 'Australia/Sydney';

describe('the zone’s wall clock', () => {
  it('reads the offset on each side of a change', () => {
    expect(zoneOffsetMinutes('2027-10-02T15:59:00Z', SYDNEY)).toBe(600);
    expect(zoneOffsetMinutes('2027-10-02T16:00:00Z', SYDNEY)).toBe(660);
    expect(zoneOffsetMinutes('2027-01-01T00:00:00Z', 'Asia/Kolkata')).toBe(330);
  });

  it('shows an instant on the zone’s clock, the hour skipped and the hour shown twice', () => {
    expect(toZonedLocalInput('2027-10-02T15:59:00Z', SYDNEY)).toBe('2027-10-03T01:59');
    expect(toZonedLocalInput('2027-10-02T16:00:00Z', SYDNEY)).toBe('2027-10-03T03:00');
    expect(toZonedLocalInput('2027-04-03T15:30:00Z', SYDNEY)).toBe('2027-04-04T02:30');
    expect(toZonedLocalInput('2027-04-03T16:30:00Z', SYDNEY)).toBe('2027-04-04T02:30');
  });

  it('reads a wall-clock time back: a skipped time moves forward, a doubled one is the standard one', () => {
    expect(fromZonedLocalInput('2027-10-03T01:59', SYDNEY)).toBe('2027-10-02T15:59:00.000Z');
    expect(fromZonedLocalInput('2027-10-03T02:30', SYDNEY)).toBe('2027-10-02T16:30:00.000Z');
    expect(fromZonedLocalInput('2027-10-03T03:00', SYDNEY)).toBe('2027-10-02T16:00:00.000Z');
    expect(fromZonedLocalInput('2027-04-04T01:59', SYDNEY)).toBe('2027-04-03T14:59:00.000Z');
    expect(fromZonedLocalInput('2027-04-04T02:30', SYDNEY)).toBe('2027-04-03T16:30:00.000Z');
    expect(fromZonedLocalInput('2027-04-04T03:00', SYDNEY)).toBe('2027-04-03T17:00:00.000Z');
    expect(fromZonedLocalInput('soon', SYDNEY)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatHouseTime } from '../../src/client/features/admin/format.js';
import {
  buildArrivalMessage,
  greeting,
  guestLink,
  secretsOpenAt,
} from '../../src/client/features/stay/arrival-message.js';

const base = {
  chaletName: 'Kanimbla Alpine Chalet',
  origin: 'https://chalet.example/',
  code: 'BCDF-2345',
  guestName: 'Anna',
  // 3 pm on Wed 10 Dec and 10 am on Fri 12 Dec 2025 in Sydney (UTC+11).
  checkInAt: '2025-12-10T04:00:00.000Z',
  checkOutAt: '2025-12-11T23:00:00.000Z',
  timeZone: 'Australia/Sydney',
  margins: { earlyHours: 2, lateHours: 1 },
};

describe('guestLink', () => {
  it('is the check-in page with the code, whatever the trailing slash', () => {
    expect(guestLink('https://chalet.example/', 'BCDF-2345')).toBe(
      'https://chalet.example/check-in?code=BCDF-2345',
    );
    expect(guestLink('https://chalet.example', 'A B&C')).toBe(
      'https://chalet.example/check-in?code=A%20B%26C',
    );
  });
});

describe('greeting', () => {
  it("greets the guest by name, but not by a calendar code's label", () => {
    expect(greeting('Anna')).toBe('Hi Anna,');
    expect(greeting('Airbnb guest ·1234')).toBe('Hello,');
    expect(greeting('Airbnb guest')).toBe('Hello,');
    expect(greeting(null)).toBe('Hello,');
    expect(greeting('  ')).toBe('Hello,');
  });
});

describe('buildArrivalMessage', () => {
  it('says the dates at the chalet, the link, and when the door code and WiFi appear', () => {
    const message = buildArrivalMessage(base);
    expect(message.split('\n')[0]).toBe('Hi Anna,');
    expect(message).toContain(
      'check-in Wed 10 Dec, 3:00 PM, check-out Fri 12 Dec, 10:00 AM (Australia/Sydney time)',
    );
    expect(message).toContain('https://chalet.example/check-in?code=BCDF-2345');
    // Two hours before check-in (the early margin).
    expect(message).toContain('Your door code and WiFi appear here from Wed 10 Dec, 1:00 PM.');
    expect(message).toContain('Kanimbla Alpine Chalet');
  });

  it('formats at the chalet zone, not the machine zone', () => {
    const message = buildArrivalMessage({ ...base, timeZone: 'Europe/Zurich' });
    // 04:00 UTC is 5 am in Zurich (UTC+1 in December).
    expect(message).toContain('check-in Wed 10 Dec, 5:00 AM');
    expect(message).toContain('appear here from Wed 10 Dec, 3:00 AM.');
  });

  it('for a code without dates, says the door code and WiFi are on the page', () => {
    const message = buildArrivalMessage({ ...base, guestName: null, checkInAt: null, checkOutAt: null });
    expect(message.split('\n')[0]).toBe('Hello,');
    expect(message).not.toMatch(/check-in \w{3} /);
    expect(message).toContain('Your door code and WiFi are on the page.');
    expect(secretsOpenAt({ ...base, checkInAt: null, checkOutAt: null })).toBeNull();
  });
});

describe('formatHouseTime', () => {
  it('reads a stored 24-hour time on a 12-hour clock', () => {
    expect(formatHouseTime('15:00')).toBe('3:00 PM');
    expect(formatHouseTime('10:30')).toBe('10:30 AM');
    expect(formatHouseTime('00:15')).toBe('12:15 AM');
    expect(formatHouseTime('12:00')).toBe('12:00 PM');
    expect(formatHouseTime('soon')).toBe('soon');
  });
});

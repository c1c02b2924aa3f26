import { describe, expect, it } from 'vitest';
import { formatHouseTime, wifiQrPayload } from '../../src/client/features/stay/wifi-payload.js';

describe('wifiQrPayload', () => {
  it('builds the WPA payload', () => {
    expect(wifiQrPayload('Kanimbla', 'bluemountains792')).toBe('WIFI:T:WPA;S:Kanimbla;P:bluemountains792;;');
  });

  it('escapes \\ ; , : and " in the network and the password', () => {
    expect(wifiQrPayload('My;Net,"A":B', 'p\\a;s,s:"')).toBe(
      'WIFI:T:WPA;S:My\\;Net\\,\\"A\\"\\:B;P:p\\\\a\\;s\\,s\\:\\";;',
    );
  });

  it('describes an open network without a password', () => {
    expect(wifiQrPayload('Guest', null)).toBe('WIFI:T:nopass;S:Guest;;');
  });
});

describe('formatHouseTime', () => {
  it('reads 24-hour house times as the guest does', () => {
    expect(formatHouseTime('15:00')).toBe('3:00 PM');
    expect(formatHouseTime('10:30')).toBe('10:30 AM');
    expect(formatHouseTime('00:05')).toBe('12:05 AM');
    expect(formatHouseTime('12:00')).toBe('12:00 PM');
  });
});

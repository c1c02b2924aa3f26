import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../../src/server/modules/experience-bookings/client-key.js';

/** Issue 42, item 5: bookings are counted per IPv4 address or per IPv6 /64. */
describe('clientKeyOf', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:42:7::/64';
    for (const address of [
      '2001:db8:42:7::1',
      '2001:0DB8:0042:0007:abcd:0:0:2',
      '2001:db8:42:7:ffff:ffff:ffff:ffff',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:42:7::9'),
    ]) {
      expect(clientKeyOf(address), address).toBe(key);
    }
    expect(clientKeyOf('2001:db8:42:8::1')).toBe('2001:db8:42:8::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

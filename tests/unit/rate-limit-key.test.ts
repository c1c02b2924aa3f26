import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../src/server/platform/rate-limit/rate-limit.js';

/** Issue 42 item 8: an IPv6 subscriber owns a whole /64, so limits count by it. */
describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:42:1::1', '2001:db8:42:1::/64'],
    ['2001:0DB8:0042:0001:ffff:1:2:3', '2001:db8:42:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and another /64 another', () => {
    const keys = new Set(
      Array.from({ length: 40 }, (_, i) => rateLimitKey(`2001:db8:42:1:${i.toString(16)}::${i}`)),
    );
    expect([...keys]).toEqual(['2001:db8:42:1::/64']);
    expect(rateLimitKey('2001:db8:42:2::1')).not.toBe(rateLimitKey('2001:db8:42:1::1'));
  });
});

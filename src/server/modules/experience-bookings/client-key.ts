import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a booking comes from, as its bookings are counted (issue 42, item 5): an IPv4 address as
 * it is, an IPv6 address by its /64 (one home or phone network holds a whole /64, so counting single
 * IPv6 addresses would let one guest use billions), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function clientKeyOf(ip: string): string {
  const address = ip.split('%')[0].toLowerCase(); // without a zone index (fe80::1%eth0)
  if (address.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  if (!isIPv6(address)) return address;
  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

import { describe, expect, it } from 'vitest';
import { directionsUrl } from '../../src/shared/text/maps.js';

describe('directionsUrl', () => {
  it('builds a maps search for the address', () => {
    expect(directionsUrl('Echo Point Rd, Katoomba NSW 2780')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Echo%20Point%20Rd%2C%20Katoomba%20NSW%202780',
    );
  });

  it('encodes characters that would break the query', () => {
    expect(directionsUrl('A & B #1?x=y')).toBe(
      'https://www.google.com/maps/search/?api=1&query=A%20%26%20B%20%231%3Fx%3Dy',
    );
  });

  it('encodes non-ASCII text', () => {
    expect(directionsUrl('Café Ö')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20%C3%96',
    );
  });

  it('drops spaces around the address', () => {
    expect(directionsUrl('  Kanimbla NSW  ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Kanimbla%20NSW',
    );
  });
});

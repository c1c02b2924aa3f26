import { describe, expect, it } from 'vitest';
import { hostContactOf } from '../../src/client/features/stay/host-contact.js';

describe('hostContactOf', () => {
  it('gives only what the owner set: nothing made up when both are blank', () => {
    expect(hostContactOf('', '  ')).toEqual({ phone: null, phoneHref: null, smsHref: null, email: null });
    expect(hostContactOf(null, undefined)).toEqual({
      phone: null,
      phoneHref: null,
      smsHref: null,
      email: null,
    });
  });

  it('links a phone for calls and texts, an Australian 0 becoming +61', () => {
    expect(hostContactOf('0412 345 678', '')).toEqual({
      phone: '0412 345 678',
      phoneHref: 'tel:+61412345678',
      smsHref: 'sms:+61412345678',
      email: null,
    });
  });

  it('keeps an email alone', () => {
    expect(hostContactOf(' ', ' host@example.com ')).toMatchObject({
      phone: null,
      email: 'host@example.com',
    });
  });
});

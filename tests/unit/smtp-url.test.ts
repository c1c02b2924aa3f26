import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { describe, expect, it } from 'vitest';
import { describeMailError } from '../../src/server/platform/outbox/mail-errors.js';
import { formatSmtpUrl, maskSmtpUrl, parseSmtpUrl, smtpServerOf } from '../../src/shared/smtp-url.js';

/** Decision 0086: the owner's mail server address, as typed, as stored, as shown; refusals in plain words. */

describe('the mail server address', () => {
  it.each([
    ['s3cret@pass:50%', 'smtps://you@gmail.com:s3cret@pass:50%@smtp.gmail.com:465'],
    ['abcd efgh ijkl mnop', 'smtps://you@gmail.com:abcd efgh ijkl mnop@smtp.gmail.com:465'],
    ['a/b?c#d', 'smtps://you@gmail.com:a/b?c#d@smtp.gmail.com:465'],
    ['p@ss', 'smtps://you%40gmail.com:p%40ss@smtp.gmail.com:465'],
  ])('reads %j as the owner typed it and stores it so the mail library reads it back', (password, typed) => {
    const parts = parseSmtpUrl(typed);
    expect(parts).toEqual({ secure: true, user: 'you@gmail.com', password, address: 'smtp.gmail.com:465' });
    const stored = formatSmtpUrl(parts!);
    const options = parseConnectionUrl(stored) as {
      host: string;
      port: number;
      secure: boolean;
      auth: object;
    };
    expect(options).toMatchObject({
      host: 'smtp.gmail.com',
      port: 465,
      secure: true,
      auth: { user: 'you@gmail.com', pass: password },
    });
    expect(maskSmtpUrl(stored)).toBe('smtps://you@gmail.com:••••@smtp.gmail.com:465');
  });

  it('shows an address without a password or user as it is', () => {
    expect(maskSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
    expect(maskSmtpUrl('smtp://relay@mail.example.com')).toBe('smtp://relay@mail.example.com');
  });

  it.each([
    '',
    'mail.example.com',
    'http://mail.example.com',
    'smtp://',
    'smtp://user:pw@',
    'smtp://bad host:25',
  ])('refuses %j', (input) => {
    expect(parseSmtpUrl(input)).toBeNull();
  });

  it('names the server with its usual port when none is written', () => {
    expect(smtpServerOf('smtps://u:p@smtp.example.com')).toBe('smtp.example.com:465');
    expect(smtpServerOf('smtp://u:p@smtp.example.com')).toBe('smtp.example.com:587');
    expect(smtpServerOf('smtp://u:p@127.0.0.1:2525')).toBe('127.0.0.1:2525');
  });
});

describe('a refusal in plain words', () => {
  const url = 'smtps://u:p@smtp.example.com:465';
  // The codes and fields as nodemailer 10 sets them (seen against smtp-server and closed ports).
  it.each([
    [{ code: 'EAUTH', responseCode: 535 }, 'The mail server refused the user name or password.'],
    [
      { code: 'ESOCKET', originalCode: 'ECONNREFUSED' },
      'Could not reach the mail server at smtp.example.com:465.',
    ],
    [{ code: 'ETIMEDOUT' }, 'The mail server at smtp.example.com:465 did not answer in time.'],
    [
      { code: 'EDNS', originalCode: 'ENOTFOUND' },
      'The mail server smtp.example.com was not found: check its name.',
    ],
    [
      { code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER' },
      'A secure connection to the mail server at smtp.example.com:465 could not be made: use smtps:// with port 465, or smtp:// with port 587.',
    ],
    [
      { code: 'ESOCKET', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
      'The mail server at smtp.example.com:465 showed a security certificate that could not be trusted.',
    ],
    [
      { code: 'EENVELOPE', responseCode: 530 },
      'The mail server asks for a user name and password: put them in the mail server address (smtps://user:password@…).',
    ],
  ])('%j', (error, sentence) => {
    expect(describeMailError(Object.assign(new Error('library text'), error), url)).toBe(sentence);
  });
});

import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../src/client/lib/google-tag.js';
import { redactUrl } from '../../src/server/lib/logger.js';
import {
  hasManageToken,
  isTokenBearingPath,
  redactManageTokens,
  safePath,
} from '../../src/shared/token-paths.js';

/** Issue 42 items 6 and 7: what may leave the page (analytics) or stay stored (emails, backups). */
const TOKEN = 'k3Y_-manage-token-0123456789abcdefghijklmno';
const ORIGIN = 'https://chalet.example';

describe('safePath', () => {
  it.each([
    [`/manage-booking/${TOKEN}`, '/manage-booking'],
    [`/manage-booking/${TOKEN}?from=mail#top`, '/manage-booking'],
    ['/check-in?code=PINE-CONE-7', '/check-in'],
    ['/gallery#photo-3', '/gallery'],
    ['/experiences/12', '/experiences/12'],
    // A guest's manage link in their language (decision 0095).
    [`/de/manage-booking/${TOKEN}`, '/de/manage-booking'],
    [`/ja/manage-booking/${TOKEN}?x=1`, '/ja/manage-booking'],
    ['/de/gallery', '/de/gallery'],
    ['/', '/'],
    ['?code=X', '/'],
  ])('%s → %s', (path, safe) => {
    expect(safePath(path)).toBe(safe);
  });
});

describe('safeUrl', () => {
  it('keeps a same-site address as origin + safe path, another site’s as it came, nothing as nothing', () => {
    expect(safeUrl(`${ORIGIN}/manage-booking/${TOKEN}`, ORIGIN)).toBe(`${ORIGIN}/manage-booking`);
    expect(safeUrl(`${ORIGIN}/check-in?code=PINE-CONE-7`, ORIGIN)).toBe(`${ORIGIN}/check-in`);
    // Another site's address is what its referrer policy let through (by default, its origin).
    expect(safeUrl('https://mail.example/', ORIGIN)).toBe('https://mail.example/');
    // A look-alike host is another site: its path is not taken for ours.
    expect(safeUrl(`${ORIGIN}.evil.example/manage-booking/x`, ORIGIN)).toBe(
      `${ORIGIN}.evil.example/manage-booking/x`,
    );
    expect(safeUrl('', ORIGIN)).toBe('');
  });
});

describe('isTokenBearingPath', () => {
  it('is a manage link or a check-in link with its code', () => {
    expect(isTokenBearingPath(`/manage-booking/${TOKEN}`)).toBe(true);
    expect(isTokenBearingPath('/check-in?code=PINE-CONE-7')).toBe(true);
    expect(isTokenBearingPath('/check-in?lang=en&code=X')).toBe(true);
    expect(isTokenBearingPath('/check-in')).toBe(false);
    expect(isTokenBearingPath('/manage-booking')).toBe(false);
    expect(isTokenBearingPath('/?code=X')).toBe(false);
    // In another language (decision 0095).
    expect(isTokenBearingPath(`/de/manage-booking/${TOKEN}`)).toBe(true);
    expect(isTokenBearingPath('/ja/check-in?code=X')).toBe(true);
    expect(isTokenBearingPath('/de/check-in')).toBe(false);
  });
});

describe('redactManageTokens', () => {
  it('keeps the link’s path without its token, and finds none afterwards', () => {
    const text = `Manage your booking: ${ORIGIN}/manage-booking/${TOKEN}\nSee you soon`;
    const redacted = redactManageTokens(text);
    expect(redacted).toBe(`Manage your booking: ${ORIGIN}/manage-booking/[removed]\nSee you soon`);
    expect(hasManageToken(text)).toBe(true);
    expect(hasManageToken(redacted)).toBe(false);
    expect(redactManageTokens(redacted)).toBe(redacted);
  });
});

describe('the password-reset link (decision 0085)', () => {
  it('is a key: kept without its token, never sent for analytics, no referrer', () => {
    const text = `Choose a new password here:\n${ORIGIN}/admin/reset-password/${TOKEN}\n`;
    expect(hasManageToken(text)).toBe(true);
    expect(redactManageTokens(text)).toBe(
      `Choose a new password here:\n${ORIGIN}/admin/reset-password/[removed]\n`,
    );
    expect(hasManageToken(redactManageTokens(text))).toBe(false);
    expect(safePath(`/admin/reset-password/${TOKEN}`)).toBe('/admin/reset-password');
    expect(isTokenBearingPath(`/admin/reset-password/${TOKEN}`)).toBe(true);
    expect(isTokenBearingPath('/admin/forgot-password')).toBe(false);
  });

  it('is not written to the request log', () => {
    expect(redactUrl(`/api/admin/password-reset/${TOKEN}`)).toBe('/api/admin/password-reset/[redacted]');
    expect(redactUrl(`/admin/reset-password/${TOKEN}?x=1`)).toBe('/admin/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/admin/password-reset')).toBe('/api/admin/password-reset');
  });
});

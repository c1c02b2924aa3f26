import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/modules/users/users.repository.js';
import {
  listOutboxEmails,
  OUTBOX_BACKUP_WITHHELD_ERROR,
  outboxRowForBackup,
} from '../../src/server/platform/outbox/outbox.repository.js';
import { MAIL_OWNER, MAIL_PUBLIC_URL, setUpMailTestApp } from '../helpers/mail-test-app.js';
import { createTestApp, sessionCookieFrom } from '../helpers/test-app.js';

/**
 * Issue 45 item 2 (decision 0085): the owner's password in the back office. The signed-in change
 * (POST /api/admin/password), "Forgot password?" (POST /api/admin/password-reset, always 202) and the
 * emailed single-use link (POST /api/admin/password-reset/{token}), through a real SMTP server on
 * 127.0.0.1; the app's clock is the test's, so a link's hour passes without waiting.
 */

const RULE = 'The new password must be at least 12 characters';
const REQUESTED =
  "If that username exists, a reset link is on its way to the owner's email address. It works once, for one hour.";

let clock = new Date('2026-11-28T10:00:00Z');
const { t, deliver } = setUpMailTestApp({}, { now: () => clock });

let ipCounter = 0;
/** Each call from its own address: the per-address limits are tested on purpose, not by accident. */
const freshIp = () => `10.45.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let userCounter = 0;

/** A new admin with its own name (so tests share no sessions or limits), and a signed-in cookie. */
async function newOwner(password = 'first password 2026') {
  const username = `owner-${++userCounter}`;
  await createUser(t.db, { username, password, isAdmin: true });
  return { username, password, cookie: await signIn(username, password) };
}

function login(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: freshIp(),
  });
}

async function signIn(username: string, password: string) {
  const response = await login(username, password);
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieFrom(response);
}

const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/user', headers: { cookie } }).then((r) => r.json());

const changePassword = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const requestReset = (username: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/password-reset', payload: { username }, remoteAddress });

const checkLink = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/password-reset/${token}`, remoteAddress: freshIp() });

const resetWithLink = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/password-reset/${token}`,
    payload: { newPassword },
    remoteAddress: freshIp(),
  });

/** The token of the reset link in an email's text. */
function tokenIn(text: string | undefined): string {
  const match = /https:\/\/chalet\.example\/admin\/reset-password\/([\w-]{43})\n/.exec(text ?? '');
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

const expectRefused = (response: LightMyRequestResponse, message: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toBe(message);
};

describe('POST /api/admin/password', () => {
  it('is for a signed-in admin only', async () => {
    expect((await changePassword(undefined, { currentPassword: 'x', newPassword: 'y' })).statusCode).toBe(
      401,
    );
    const visitor = await t.userCookie();
    const refused = await changePassword(visitor, {
      currentPassword: 'not an admin at all',
      newPassword: 'a long enough password',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a weak new password naming the rule, and changes nothing', async () => {
    const owner = await newOwner();
    const short = await changePassword(owner.cookie, {
      currentPassword: owner.password,
      newPassword: 'elevenchars',
    });
    expectRefused(short, RULE);
    expect(short.json().errors.newPassword).toBe(RULE);
    const missing = await changePassword(owner.cookie, { currentPassword: owner.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.newPassword).toBe('New password is required');
    const username = await changePassword(owner.cookie, {
      currentPassword: owner.password,
      newPassword: ` ${owner.username.toUpperCase()} `.padEnd(14, ' '),
    });
    expectRefused(username, 'The new password must not be your username');
    const same = await changePassword(owner.cookie, {
      currentPassword: owner.password,
      newPassword: owner.password,
    });
    expectRefused(same, 'The new password must differ from the current one');
    expect((await login(owner.username, owner.password)).statusCode).toBe(200);
  });

  it('refuses a wrong current password (400 with the reason), then locks after five', async () => {
    const owner = await newOwner();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await changePassword(owner.cookie, {
        currentPassword: 'not the password',
        newPassword: 'a brand new password',
      });
      expectRefused(wrong, 'The current password is not correct');
      expect(wrong.json().errors.currentPassword).toBe('The current password is not correct');
    }
    const fifth = await changePassword(owner.cookie, {
      currentPassword: 'not the password',
      newPassword: 'a brand new password',
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong current passwords. Try again in 1 minute.');
    expect(fifth.headers['retry-after']).toBeDefined();
    // Locked: even the right one waits.
    const locked = await changePassword(owner.cookie, {
      currentPassword: owner.password,
      newPassword: 'a brand new password',
    });
    expect(locked.statusCode).toBe(429);
    expect((await login(owner.username, owner.password)).statusCode).toBe(200);
  });

  it('changes it, keeps this session and signs out every other one', async () => {
    const owner = await newOwner();
    const phone = await signIn(owner.username, owner.password);
    const other = await newOwner();
    const changed = await changePassword(owner.cookie, {
      currentPassword: owner.password,
      newPassword: 'a brand new password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed. Your other sessions were signed out.' });
    expect((await currentUser(owner.cookie))?.username).toBe(owner.username);
    expect(await currentUser(phone)).toBeNull();
    // Another user's session is not this user's to end.
    expect((await currentUser(other.cookie))?.username).toBe(other.username);
    expect((await login(owner.username, owner.password)).statusCode).toBe(401);
    expect((await login(owner.username, 'a brand new password')).statusCode).toBe(200);
  });
});

describe('"Forgot password?"', () => {
  it('answers 202 for an unknown username and sends nothing', async () => {
    const before = (await listOutboxEmails(t.db)).length;
    const response = await requestReset('nobody-here');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: REQUESTED });
    expect(await listOutboxEmails(t.db)).toHaveLength(before);
  });

  it('emails the owner a link that sets the password once, signing out every session', async () => {
    const owner = await newOwner();
    const known = await requestReset(owner.username);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: REQUESTED });

    const [mail] = await deliver(1);
    expect(mail.recipients).toEqual([MAIL_OWNER]);
    expect(mail.mail.subject).toMatch(/Reset your .+ back-office password/);
    expect(mail.mail.text).toContain(`the password of "${owner.username}"`);
    const token = tokenIn(mail.mail.text);

    // The sent email is kept without the link's token (decision 0068).
    const stored = (await listOutboxEmails(t.db)).find(
      (row) => row.kind === 'password-reset' && row.status === 'sent',
    );
    expect(stored?.text).toContain(`${MAIL_PUBLIC_URL}/admin/reset-password/[removed]`);
    expect(stored?.text).not.toContain(token);

    const check = await checkLink(token);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      username: owner.username,
      expiresAt: new Date(clock.getTime() + 60 * 60 * 1000).toISOString(),
    });
    expectRefused(await resetWithLink(token, 'too short'), RULE);
    expectRefused(
      await resetWithLink(token, owner.username.padEnd(12, ' ')),
      'The new password must not be your username',
    );
    const done = await resetWithLink(token, 'set from the email link');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Password set. Sign in with your new password.' });
    expect(await currentUser(owner.cookie)).toBeNull();
    expect((await login(owner.username, owner.password)).statusCode).toBe(401);
    expect((await login(owner.username, 'set from the email link')).statusCode).toBe(200);

    expectRefused(
      await resetWithLink(token, 'another new password'),
      'This reset link was already used. Ask for a new one.',
    );
    expectRefused(await checkLink(token), 'This reset link was already used. Ask for a new one.');
    expect((await login(owner.username, 'another new password')).statusCode).toBe(401);
  });

  it('refuses a link after its hour, and an unknown or malformed one', async () => {
    const owner = await newOwner();
    expect((await requestReset(owner.username)).statusCode).toBe(202);
    const [mail] = await deliver(1);
    const token = tokenIn(mail.mail.text);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 60 * 60 * 1000);
      const expired = 'This reset link has expired (links work for one hour). Ask for a new one.';
      expectRefused(await resetWithLink(token, 'too late for this link'), expired);
      expectRefused(await checkLink(token), expired);
    } finally {
      clock = start;
    }
    expect((await login(owner.username, owner.password)).statusCode).toBe(200);
    const unknown = 'A'.repeat(43);
    expectRefused(
      await resetWithLink(unknown, 'a fine new password'),
      'This reset link is not valid. Ask for a new one.',
    );
    const malformed = await resetWithLink('abc', 'a fine new password');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('This reset link is not valid. Ask for a new one.');
  });

  it('keeps no link in a backup of an email not yet sent', async () => {
    const owner = await newOwner();
    expect((await requestReset(owner.username)).statusCode).toBe(202);
    const pending = (await listOutboxEmails(t.db)).filter(
      (row) => row.kind === 'password-reset' && row.status === 'pending',
    );
    expect(pending).toHaveLength(1);
    const token = tokenIn(pending[0].text);
    const row = outboxRowForBackup({ ...pending[0] });
    expect(row.status).toBe('failed');
    expect(row.last_error).toBe(OUTBOX_BACKUP_WITHHELD_ERROR);
    expect(JSON.stringify(row)).not.toContain(token);
    await deliver(1);
  });

  it('limits requests per address (429) and per username (202, nothing more sent)', async () => {
    const address = freshIp();
    for (let request = 1; request <= 5; request++) {
      expect((await requestReset(`someone-${request}`, address)).statusCode).toBe(202);
    }
    const sixth = await requestReset('someone-6', address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many reset requests from your address. Try again in an hour.');

    const owner = await newOwner();
    const queued = async () =>
      (await listOutboxEmails(t.db)).filter(
        (row) => row.kind === 'password-reset' && row.text.includes(`"${owner.username}"`),
      );
    for (let request = 1; request <= 4; request++) {
      const response = await requestReset(owner.username);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: REQUESTED });
    }
    expect(await queued()).toHaveLength(3);
    await deliver(3);
  });

  it('answers the same without email set up, and queues nothing', async () => {
    const noMail = await createTestApp({ PUBLIC_URL: MAIL_PUBLIC_URL });
    try {
      await createUser(noMail.db, { username: 'owner', password: 'first password 2026', isAdmin: true });
      const response = await noMail.app.inject({
        method: 'POST',
        url: '/api/admin/password-reset',
        payload: { username: 'owner' },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: REQUESTED });
      expect(await listOutboxEmails(noMail.db)).toHaveLength(0);
    } finally {
      await noMail.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccessCode } from '../../src/server/demo/factories.js';
import { listOutboxEmails } from '../../src/server/platform/outbox/outbox.repository.js';
import { MAIL_OWNER, MAIL_PUBLIC_URL, setUpMailTestApp } from '../helpers/mail-test-app.js';
import { AFTER_STAY, BEFORE_WINDOW, CHECK_IN, CHECK_OUT, settableClock } from '../helpers/stay-clock.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 43 item 5 (decision 0074): when the door does not open. The backup door code reaches a guest only
 * inside the stay window; "Code not working?" (POST /api/check-in/help) and "I'm in" (POST
 * /api/check-in/arrived) email the owner through a real SMTP server on 127.0.0.1, once per press, are
 * limited per code, and refuse unknown or ended codes with the reason. The app's clock is set by each test.
 */

const IN_WINDOW = new Date(CHECK_IN.getTime() + 30 * 60_000); // Fri 4 Dec, 3:30 pm in Sydney
const BACKUP_DOOR_CODE = 'Lockbox 7781';

const clock = settableClock(IN_WINDOW);
const setClock = clock.set;

const { t, smtp, deliver } = setUpMailTestApp({}, { now: clock.now });
let noMail: TestApp | undefined;
let koalaId: number;

beforeAll(async () => {
  const settings = await admin('PUT', '/api/arrival-settings', {
    doorCode: '2790',
    backupDoorCode: `  ${BACKUP_DOOR_CODE} `,
  });
  expect(settings.statusCode).toBe(200);
  expect(settings.json().backupDoorCode).toBe(BACKUP_DOOR_CODE);
  koalaId = (
    await insertAccessCode(t.db, {
      code: 'KOALA-2911',
      guestName: 'Olivia Bennett',
      checkInAt: CHECK_IN,
      checkOutAt: CHECK_OUT,
    })
  ).id;
  await insertAccessCode(t.db, {
    code: 'WOMBAT-5',
    guestName: 'Sam Lee',
    checkInAt: CHECK_IN,
    checkOutAt: CHECK_OUT,
  });
  await insertAccessCode(t.db, { code: 'EMU-RUN-8', checkInAt: CHECK_IN, checkOutAt: CHECK_OUT });
  await insertAccessCode(t.db, { code: 'OFF-CODE', isActive: false });
});
afterAll(() => noMail?.close());

let ipCounter = 0;
const freshIp = () => `10.43.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const admin = t.asAdmin;
const stay = (code: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/check-in/stay?code=${encodeURIComponent(code)}`,
    remoteAddress: freshIp(),
  });
const help = (payload: object, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/check-in/help', payload, remoteAddress: freshIp() });
const arrived = (payload: object, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/check-in/arrived', payload, remoteAddress: freshIp() });

describe('the backup door code', () => {
  it('is the owner’s setting: saved, answered, cleared by blank, refused over 40 characters', async () => {
    expect((await admin('GET', '/api/arrival-settings')).json().backupDoorCode).toBe(BACKUP_DOOR_CODE);
    const long = await admin('PUT', '/api/arrival-settings', { backupDoorCode: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.backupDoorCode).toBe('Backup door code must be at most 40 characters');
    const twoLines = await admin('PUT', '/api/arrival-settings', { backupDoorCode: '12\n34' });
    expect(twoLines.statusCode).toBe(400);
    expect((await admin('GET', '/api/arrival-settings')).json().backupDoorCode).toBe(BACKUP_DOOR_CODE);
  });

  it('reaches the guest only inside the stay window', async () => {
    setClock(BEFORE_WINDOW);
    const before = await stay('KOALA-2911');
    expect(before.statusCode).toBe(200);
    expect(before.json().arrival.backupDoorCode).toBeNull();
    expect(before.body).not.toContain(BACKUP_DOOR_CODE);

    setClock(IN_WINDOW);
    expect((await stay('koala-2911')).json().arrival.backupDoorCode).toBe(BACKUP_DOOR_CODE);

    setClock(AFTER_STAY);
    const after = await stay('KOALA-2911');
    expect(after.statusCode).toBe(403);
    expect(after.body).not.toContain(BACKUP_DOOR_CODE);
  });
});

describe('"Code not working?"', () => {
  it('emails the owner the guest’s message, once per press, for a look-alike spelling of the code', async () => {
    setClock(IN_WINDOW);
    const response = await help({
      code: 'K0ALA-29II',
      message: 'The keypad flashes red.\nWe are at the door.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Your message was sent to the host.' });
    const second = await help({ code: 'KOALA-2911', message: 'Still stuck, trying the lockbox.' });
    expect(second.statusCode).toBe(201);

    const mails = await deliver(2);
    // Let a moment pass: a third email would be a press sent twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(2);
    const first = mails.find((m) => m.mail.text?.includes('keypad'));
    expect(first?.recipients).toEqual([MAIL_OWNER]);
    expect(first?.mail.subject).toBe('Door trouble: Olivia Bennett needs help');
    expect(first?.mail.text).toContain(
      'Olivia Bennett (code KOALA-2911, staying Fri 4 Dec, 3:00 PM – Mon 7 Dec, 11:00 AM) pressed ' +
        '"Code not working?" on the check-in page at Friday 4 December 2026, 3:30 pm AEDT and wrote:',
    );
    expect(first?.mail.text).toContain('The keypad flashes red.\nWe are at the door.');
    expect(first?.mail.text).toContain(`${MAIL_PUBLIC_URL}/admin/access-codes`);
    expect(mails.some((m) => m.mail.text?.includes('Still stuck, trying the lockbox.'))).toBe(true);
  });

  it('refuses an unknown, a switched-off and an ended code with the reason, and sends nothing', async () => {
    setClock(IN_WINDOW);
    const queuedBefore = (await listOutboxEmails(t.db)).length;
    for (const code of ['NOT-A-CODE', 'OFF-CODE']) {
      const response = await help({ code, message: 'Help' });
      expect(response.statusCode, code).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid or expired access code' });
    }
    setClock(AFTER_STAY);
    const ended = await help({ code: 'KOALA-2911', message: 'Help' });
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toEqual({
      message: 'Invalid or expired access code',
      endedAt: CHECK_OUT.toISOString(),
    });
    expect(await listOutboxEmails(t.db)).toHaveLength(queuedBefore);
  });

  it('refuses a missing, blank or overlong message and a missing code (400 with the reason)', async () => {
    setClock(IN_WINDOW);
    const blank = await help({ code: 'KOALA-2911', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.message).toBe('Please write a few words for the host');
    const missing = await help({ code: 'KOALA-2911' });
    expect(missing.statusCode).toBe(400);
    const long = await help({ code: 'KOALA-2911', message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.message).toBe('The message must be at most 1000 characters');
    const noCode = await help({ message: 'Help' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors.code).toBe('Code is required');
  });

  it('is limited to 5 presses an hour per code, whatever the address (429 with the reason)', async () => {
    setClock(IN_WINDOW);
    for (let press = 1; press <= 5; press++) {
      expect((await help({ code: 'WOMBAT-5', message: `Press ${press}` })).statusCode).toBe(201);
    }
    const sixth = await help({ code: 'wombat 5', message: 'Press 6' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'The host has already been told several times in the last hour. Please call or text them if you still need help.',
    );
    // Another code is not held back by it, and "I'm in" has its own count.
    expect((await help({ code: 'EMU-RUN-8', message: 'Hello' })).statusCode).toBe(201);
    expect((await arrived({ code: 'WOMBAT-5' })).statusCode).toBe(201);
    // Five presses, the other code's and the arrival: seven emails, the refused sixth press none.
    await deliver(7);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(7);
    expect(smtp.received.some((m) => m.mail.text?.includes('Press 6'))).toBe(false);
  });

  it('without a mail server, says so (503) rather than lose the message', async () => {
    noMail = await createTestApp({}, { now: clock.now });
    await insertAccessCode(noMail.db, { code: 'QUIET-1' });
    const response = await help({ code: 'QUIET-1', message: 'Help' }, noMail);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Messages cannot be sent from this page at the moment. Please call or text the host.',
    );
    // "I'm in" still shows on the owner's card.
    expect((await arrived({ code: 'QUIET-1' }, noMail)).statusCode).toBe(201);
  });
});

describe('"I\'m in"', () => {
  it('emails the owner once per press and shows "arrived" on the owner’s code (arrivedAt)', async () => {
    setClock(IN_WINDOW);
    const response = await arrived({ code: 'koala 29ll' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'The host knows you are in. Enjoy your stay!',
      arrivedAt: IN_WINDOW.toISOString(),
    });
    const [mail] = await deliver(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(mail.recipients).toEqual([MAIL_OWNER]);
    expect(mail.mail.subject).toBe('Olivia Bennett is in');
    expect(mail.mail.text).toContain(
      'Olivia Bennett (code KOALA-2911, staying Fri 4 Dec, 3:00 PM – Mon 7 Dec, 11:00 AM) pressed ' +
        '"I\'m in" on the check-in page at Friday 4 December 2026, 3:30 pm AEDT.',
    );

    const codes = (await admin('GET', '/api/access-codes')).json() as {
      id: number;
      arrivedAt: string | null;
    }[];
    expect(codes.find((code) => code.id === koalaId)?.arrivedAt).toBe(IN_WINDOW.toISOString());
    expect(codes.find((code) => code.id !== koalaId && code.arrivedAt === null)).toBeDefined();
  });

  it('refuses an unknown or ended code with the reason and records nothing', async () => {
    setClock(IN_WINDOW);
    const unknown = await arrived({ code: 'NOT-A-CODE' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ message: 'Invalid or expired access code' });
    setClock(AFTER_STAY);
    const ended = await arrived({ code: 'EMU-RUN-8' });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().endedAt).toBe(CHECK_OUT.toISOString());
    const codes = (await admin('GET', '/api/access-codes')).json() as {
      code: string;
      arrivedAt: string | null;
    }[];
    expect(codes.find((code) => code.code === 'EMU-RUN-8')?.arrivedAt).toBeNull();
    const empty = await arrived({});
    expect(empty.statusCode).toBe(400);
  });

  it('a new code for the stay starts without "arrived"', async () => {
    setClock(IN_WINDOW);
    const regenerated = await t.app.inject({
      method: 'POST',
      url: `/api/access-codes/${koalaId}/regenerate`,
      headers: { cookie: await t.adminCookie() },
    });
    expect(regenerated.json().arrivedAt).toBeNull();
  });
});

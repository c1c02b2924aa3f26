import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailSettings } from '../../src/server/db/schema.js';
import { readEmailSettings } from '../../src/server/modules/email-settings/email-settings.js';
import { listOutboxEmails } from '../../src/server/platform/outbox/outbox.repository.js';
import { type OutboxWorker, startOutboxWorker } from '../../src/server/platform/outbox/outbox-worker.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { api } from '../../src/shared/routes.js';
import {
  FROM_EMAIL_MESSAGE,
  NOTIFY_EMAIL_MESSAGE,
  SMTP_URL_MESSAGE,
} from '../../src/shared/schemas/email-settings.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';
import { createTestApp, setUpTestApp } from '../helpers/test-app.js';

/**
 * Issue 45 item 3 (decision 0086): the owner sets the mail server in the back office; it is stored, its
 * password never sent back, used at once (the outbox worker and every "is email on" read it), and a
 * refused test email is told in plain words. Through real SMTP servers on 127.0.0.1.
 */

const OWNER = 'owner@chalet.example';
const HOST_EMAIL = 'host@chalet.example';
const USER = 'owner@chalet.example';
// An owner types it as is: '@', ':' and '%' inside, unencoded.
const PASSWORD = 's3cret@pass:50%';

const smtp = new TestSmtpServer({ auth: { user: USER, password: PASSWORD } });
const t = setUpTestApp({
  PUBLIC_URL: 'https://chalet.example',
  CONTACT_RATE_LIMIT: 1000,
  OUTBOX_POLL_MS: 3_600_000,
});
const workers: OutboxWorker[] = [];

beforeAll(() => smtp.start());
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  smtp.received.length = 0;
});
afterAll(() => smtp.stop());

const smtpUrl = (password: string) => `smtp://${USER}:${password}@127.0.0.1:${smtp.port}`;
const maskedUrl = () => `smtp://${USER}:••••@127.0.0.1:${smtp.port}`;

const getSettings = () => t.asAdmin('GET', adminApi.emailSettings);
const putSettings = (payload: object) => t.asAdmin('PUT', adminApi.emailSettings, payload);
const sendTest = () => t.asAdmin('POST', adminApi.notificationsTest);

/** A port on 127.0.0.1 nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let ip = 0;
const sendEnquiry = (subject: string) =>
  t.app.inject({
    method: 'POST',
    url: api.contact,
    remoteAddress: `10.9.0.${++ip}`,
    payload: {
      name: 'Jane Guest',
      email: 'jane@example.com',
      subject,
      message: 'Is the chalet free in July?',
    },
  });

describe('email settings', () => {
  it('are the owner’s only', async () => {
    await t.expectAdminOnly('GET', adminApi.emailSettings);
    await t.expectAdminOnly('PUT', adminApi.emailSettings, { notifyEmail: OWNER });
  });

  it('start empty: email off, nothing queued for an enquiry, the test email refused with the reason', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      smtpUrl: null,
      notifyEmail: null,
      from: null,
      setOnServer: { smtpUrl: false, notifyEmail: false, from: false },
      recipient: null,
      configured: false,
    });
    expect((await sendEnquiry('Before email was set up')).statusCode).toBe(201);
    expect(await listOutboxEmails(t.db)).toEqual([]);
    const test = await sendTest();
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe(
      'Email is not set up yet: add your mail server under Site Settings, Email, to receive enquiries by email.',
    );
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [payload, field, message] of [
      [{ smtpUrl: 'http://mail.example.com' }, 'smtpUrl', SMTP_URL_MESSAGE],
      [{ smtpUrl: 'smtp://' }, 'smtpUrl', SMTP_URL_MESSAGE],
      [{ smtpUrl: 'smtp://user:pw@bad host:587' }, 'smtpUrl', SMTP_URL_MESSAGE],
      [{ notifyEmail: 'not an address' }, 'notifyEmail', NOTIFY_EMAIL_MESSAGE],
      [{ from: 'owner@' }, 'from', FROM_EMAIL_MESSAGE],
    ] as const) {
      const response = await putSettings(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    // The masked password stands for a stored one; with none stored, the owner is asked to type it.
    const masked = await putSettings({ smtpUrl: maskedUrl() });
    expect(masked.statusCode).toBe(400);
    expect(masked.json().errors.smtpUrl).toBe('Mail server (SMTP URL): type the password in place of ••••');
    expect((await getSettings()).json().configured).toBe(false);
  });

  it('default the notification address to the host email, and mask the password', async () => {
    const host = await t.asAdmin('PUT', api.siteSettings, { hostEmail: HOST_EMAIL });
    expect(host.statusCode).toBe(200);
    const saved = await putSettings({ smtpUrl: smtpUrl(PASSWORD) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      smtpUrl: maskedUrl(),
      notifyEmail: null,
      from: null,
      setOnServer: { smtpUrl: false, notifyEmail: false, from: false },
      recipient: HOST_EMAIL,
      configured: true,
    });
    const read = await getSettings();
    expect(read.json()).toEqual(saved.json());
    expect(read.body).not.toContain('s3cret');
    expect(read.headers['cache-control']).toBe('no-store');
    const [row] = await t.db.select().from(emailSettings);
    expect(decodeURIComponent(new URL(row?.smtpUrl ?? '').password)).toBe(PASSWORD);

    const test = await sendTest();
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ success: true, message: `Test email sent to ${HOST_EMAIL}` });
    const [{ recipients, mail }] = await smtp.waitFor(1);
    expect(recipients).toEqual([HOST_EMAIL]);
    expect(mail.from?.value[0]?.address).toBe(HOST_EMAIL);
  });

  it('keep the stored password when the masked address comes back, and send to the notification address', async () => {
    const saved = await putSettings({
      smtpUrl: maskedUrl(),
      notifyEmail: OWNER,
      from: 'bookings@chalet.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ smtpUrl: maskedUrl(), notifyEmail: OWNER, recipient: OWNER });
    const test = await sendTest();
    expect(test.statusCode).toBe(200);
    expect(test.json().message).toBe(`Test email sent to ${OWNER}`);
    const [{ recipients, mail }] = await smtp.waitFor(1);
    expect(recipients).toEqual([OWNER]);
    expect(mail.from?.value[0]?.address).toBe('bookings@chalet.example');
  });

  it('say in plain words that the mail server refused the password, never a 5xx', async () => {
    expect((await putSettings({ smtpUrl: smtpUrl('wrong-password') })).statusCode).toBe(200);
    const test = await sendTest();
    expect(test.statusCode).toBe(422);
    expect(test.json().message).toBe('The mail server refused the user name or password.');
    expect(smtp.received).toEqual([]);
  });

  it('say in plain words that the mail server cannot be reached', async () => {
    const port = await closedPort();
    expect((await putSettings({ smtpUrl: `smtp://${USER}:x@127.0.0.1:${port}` })).statusCode).toBe(200);
    const test = await sendTest();
    expect(test.statusCode).toBe(422);
    expect(test.json().message).toBe(`Could not reach the mail server at 127.0.0.1:${port}.`);
  });

  it('apply without a restart: an enquiry after saving reaches the mail server through the running worker', async () => {
    expect((await putSettings({ smtpUrl: null })).statusCode).toBe(200);
    // The worker started while email was off, as at a first start.
    const worker = startOutboxWorker({
      db: t.db,
      config: t.config,
      mailSettings: () => readEmailSettings(t.db, t.config),
    });
    workers.push(worker);
    const before = (await listOutboxEmails(t.db)).length;
    expect((await sendEnquiry('While email was off')).statusCode).toBe(201);
    expect(await listOutboxEmails(t.db)).toHaveLength(before);

    expect((await putSettings({ smtpUrl: smtpUrl(PASSWORD) })).statusCode).toBe(200);
    expect((await sendEnquiry('After the owner set up email')).statusCode).toBe(201);
    // Queued with the message and signalled: the running worker sends it with the new settings.
    const [{ recipients, mail }] = await smtp.waitFor(1);
    expect(recipients).toEqual([OWNER]);
    expect(mail.subject).toBe('New message from Jane Guest: After the owner set up email');
    expect(smtp.received).toHaveLength(1);
  });

  it('store the outbox’s delivery error in plain words', async () => {
    const worker = startOutboxWorker({
      db: t.db,
      config: t.config,
      mailSettings: () => readEmailSettings(t.db, t.config),
    });
    workers.push(worker);
    await worker.runOnce();
    expect((await putSettings({ smtpUrl: smtpUrl('wrong-password') })).statusCode).toBe(200);
    expect((await sendEnquiry('Refused by the mail server')).statusCode).toBe(201);
    await worker.runOnce();
    const status = await t.asAdmin('GET', adminApi.notifications);
    expect(status.json().lastError.message).toBe('The mail server refused the user name or password.');
    expect(smtp.received).toEqual([]);
  });

  it('clear: blank fields switch email off again', async () => {
    const cleared = await putSettings({ smtpUrl: '', notifyEmail: '', from: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ smtpUrl: null, notifyEmail: null, from: null, configured: false });
  });
});

describe('environment variables', () => {
  it('win over the stored settings, and say so', async () => {
    const env = await createTestApp({
      SMTP_URL: `smtp://server-user:server-secret@127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: 'server-owner@chalet.example',
    });
    try {
      const cookie = await env.adminCookie();
      const put = await env.app.inject({
        method: 'PUT',
        url: adminApi.emailSettings,
        headers: { cookie },
        payload: { smtpUrl: smtpUrl(PASSWORD), notifyEmail: OWNER, from: 'bookings@chalet.example' },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({
        smtpUrl: `smtp://server-user:••••@127.0.0.1:${smtp.port}`,
        notifyEmail: 'server-owner@chalet.example',
        from: 'bookings@chalet.example',
        setOnServer: { smtpUrl: true, notifyEmail: true, from: false },
        recipient: 'server-owner@chalet.example',
        configured: true,
      });
      expect(put.body).not.toContain('server-secret');
      // The server's mail server is used, whose password this sink refuses: the stored one is not.
      const test = await env.app.inject({
        method: 'POST',
        url: adminApi.notificationsTest,
        headers: { cookie },
      });
      expect(test.statusCode).toBe(422);
      expect(test.json().message).toBe('The mail server refused the user name or password.');
    } finally {
      await env.close();
    }
  });
});

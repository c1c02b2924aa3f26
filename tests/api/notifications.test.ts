import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/server/db/schema.js';
import { readEmailSettings } from '../../src/server/modules/email-settings/email-settings.js';
import { buildContactEmail } from '../../src/server/platform/outbox/email-templates.js';
import {
  claimDueEmails,
  enqueueEmail,
  listOutboxEmails,
  renewEmailLeases,
} from '../../src/server/platform/outbox/outbox.repository.js';
import { startOutboxWorker } from '../../src/server/platform/outbox/outbox-worker.js';
import { MAIL_OWNER, MAIL_PUBLIC_URL, setUpMailTestApp } from '../helpers/mail-test-app.js';
import { createTestApp } from '../helpers/test-app.js';

/** Issue 12 item 1: the owner is emailed about each contact message, through the outbox. */

const { t, smtp, startWorker } = setUpMailTestApp({ CONTACT_RATE_LIMIT: 1000, OUTBOX_RETRY_MS: 10 });

let ip = 0;
const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: `10.7.0.${++ip}` });

const message = (subject: string) => ({
  name: 'Jane Guest',
  email: 'jane@example.com',
  subject,
  message: 'Is the chalet free for the first week of July?',
});

async function storedId(subject: string): Promise<number> {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/contact?filter=all&q=${encodeURIComponent(subject)}`,
    headers: { cookie: await t.adminCookie() },
  });
  const [row] = list.json();
  return row.id;
}

async function notificationStatus() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/notifications',
    headers: { cookie: await t.adminCookie() },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('email notification of a contact message', () => {
  it('emails the owner with the sender as Reply-To and a link to the message', async () => {
    const worker = startWorker();
    const response = await send(message('Availability in July'));
    expect(response.statusCode).toBe(201);
    await worker.runOnce();
    const [{ mail, recipients }] = await smtp.waitFor(1);

    const id = await storedId('Availability in July');
    expect(recipients).toEqual([MAIL_OWNER]);
    expect(mail.to).toMatchObject({ value: [{ address: MAIL_OWNER }] });
    expect(mail.subject).toBe('New message from Jane Guest: Availability in July');
    expect(mail.replyTo?.value).toEqual([{ address: 'jane@example.com', name: 'Jane Guest' }]);
    expect(mail.text).toContain('Is the chalet free for the first week of July?');
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/admin/messages?message=${id}`);

    const status = await notificationStatus();
    expect(status).toMatchObject({ configured: true, recipient: MAIL_OWNER, pending: 0, lastError: null });
    expect(status.lastSentAt).not.toBeNull();
  });

  it('refuses CR/LF in the sender name and subject at the door (400), queueing nothing', async () => {
    const response = await send({
      ...message('Hi\r\nBcc: victim@example.com'),
      name: 'Eve\r\nBcc: victim2@example.com\nX-Evil: 1',
    });
    const before = (await listOutboxEmails(t.db)).length;
    expect(response.statusCode).toBe(400);
    expect(await listOutboxEmails(t.db)).toHaveLength(before);
  });

  it('keeps CR/LF in a stored sender name and subject out of the headers', async () => {
    // Rows written before the API refused control characters (or by other means) still mail safely.
    expect((await send(message('Stored row for the header test'))).statusCode).toBe(201);
    const email = buildContactEmail(
      {
        id: await storedId('Stored row for the header test'),
        name: 'Eve\r\nBcc: victim2@example.com\nX-Evil: 1',
        email: 'jane@example.com',
        subject: 'Hi\r\nBcc: victim@example.com',
        message: 'Is the chalet free?',
      },
      MAIL_PUBLIC_URL,
    );
    await enqueueEmail(t.db, email);
    const worker = startWorker();
    await worker.runOnce();
    const received = await smtp.waitFor(2);
    const hostile = received.find(({ mail }) => mail.subject?.startsWith('New message from Eve'));
    expect(hostile).toBeDefined();
    const { mail, recipients } = hostile!;
    expect(recipients).toEqual([MAIL_OWNER]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-evil')).toBe(false);
    expect(mail.subject).toBe(
      'New message from Eve Bcc: victim2@example.com X-Evil: 1: Hi Bcc: victim@example.com',
    );
    expect(mail.replyTo?.value).toEqual([
      { address: 'jane@example.com', name: 'Eve Bcc: victim2@example.com X-Evil: 1' },
    ]);
  });

  it('answers the guest while the mail server is down, and sends once it is back', async () => {
    await smtp.stop();
    const response = await send(message('Sent while the mail server was down'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Message sent successfully!' });

    // The worker's clock is the test's, so the backoff passes when the test says so.
    let clock = Date.now() + 1000;
    const worker = startWorker(() => new Date(clock));

    await worker.runOnce(); // the first attempt fails: connection refused
    const failing = await notificationStatus();
    expect(failing.pending).toBe(1);
    expect(failing.lastError.message).toBe(`Could not reach the mail server at 127.0.0.1:${smtp.port}.`);
    const [queued] = (await listOutboxEmails(t.db)).filter((e) => e.status === 'pending');
    expect(queued.attempts).toBe(1);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(clock);

    // Not due yet: nothing is attempted before the backoff has passed.
    await worker.runOnce();
    expect((await listOutboxEmails(t.db)).find((e) => e.id === queued.id)?.attempts).toBe(1);

    await smtp.start();
    clock += 60_000;
    await worker.runOnce();
    const [{ mail }] = await smtp.waitFor(1);
    expect(mail.subject).toBe('New message from Jane Guest: Sent while the mail server was down');
    const recovered = await notificationStatus();
    expect(recovered).toMatchObject({ pending: 0, failed: 0, lastError: null });
    expect((await listOutboxEmails(t.db)).find((e) => e.id === queued.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('sends each message once when two workers share the database', async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Race ${i}`);
    // Queue first, then let both workers compete for the same rows.
    const first = startOutboxWorker({
      db: t.db,
      config: t.config,
      mailer: null,
      mailSettings: () => readEmailSettings(t.db, t.config),
    });
    for (const subject of subjects) expect((await send(message(subject))).statusCode).toBe(201);
    await first.stop();
    const a = startWorker();
    const b = startWorker();
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await smtp.waitFor(subjects.length);
    const received = smtp.received.map((r) => r.mail.subject);
    expect(received.sort()).toEqual(subjects.map((s) => `New message from Jane Guest: ${s}`).sort());
    const pending = (await listOutboxEmails(t.db)).filter((e) => e.status !== 'sent');
    expect(pending).toEqual([]);
  });
});

describe('a repeat after a crash (decision 0039)', () => {
  /** Queues a contact notification with this subject; its outbox row. */
  async function queued(subject: string) {
    expect((await send(message(subject))).statusCode).toBe(201);
    const row = (await listOutboxEmails(t.db)).find((e) => e.subject.endsWith(subject));
    if (!row) throw new Error(`no outbox row for ${subject}`);
    return row;
  }

  it('sends the same outbox email with the same Message-ID every time, and another email with its own', async () => {
    const first = await queued('Sent twice');
    const other = await queued('Sent once');
    let clock = Date.now() + 1000;
    const worker = startWorker(() => new Date(clock));
    expect(await worker.runOnce()).toBe(2);
    // The process that sent it died before recording it: the row is pending, claimed by the dead process.
    await t.db
      .update(outboxEmails)
      .set({
        status: 'pending',
        sentAt: null,
        claimToken: 'dead-process',
        leaseUntil: new Date(clock + 30_000),
      })
      .where(eq(outboxEmails.id, first.id));
    clock += 31_000;
    expect(await worker.runOnce()).toBe(1);
    const received = await smtp.waitFor(3);
    const ids = (subject: string) =>
      received.filter((r) => r.mail.subject?.endsWith(subject)).map((r) => r.mail.messageId);
    const [once, again] = ids('Sent twice');
    expect(once).toMatch(/^<outbox\.\d+\.\d+@chalet\.example>$/);
    expect(again).toBe(once);
    expect(ids('Sent once')).toHaveLength(1);
    expect(ids('Sent once')[0]).not.toBe(once);
    expect(other.id).not.toBe(first.id);
  });

  it('retries an email claimed by a process that died 30 s after its claim, not before', async () => {
    const row = await queued('Claimed by a dead process');
    const claimedAt = Date.now() + 1000;
    const dead = await claimDueEmails(t.db, new Date(claimedAt));
    expect(dead.map((e) => e.id)).toEqual([row.id]);
    let clock = claimedAt + 29_000;
    const worker = startWorker(() => new Date(clock));
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toEqual([]);
    clock = claimedAt + 31_000;
    expect(await worker.runOnce()).toBe(1);
    const [{ mail }] = await smtp.waitFor(1);
    expect(mail.subject).toBe('New message from Jane Guest: Claimed by a dead process');
    expect((await listOutboxEmails(t.db)).find((e) => e.id === row.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('keeps a claim its live holder renews past the first 30 s', async () => {
    const row = await queued('Held by a slow sender');
    const claimedAt = Date.now() + 1000;
    const [claim] = await claimDueEmails(t.db, new Date(claimedAt));
    expect(claim?.id).toBe(row.id);
    await renewEmailLeases(t.db, claim?.claimToken ?? '', new Date(claimedAt + 25_000));
    expect(await claimDueEmails(t.db, new Date(claimedAt + 40_000))).toEqual([]);
    const [taken] = await claimDueEmails(t.db, new Date(claimedAt + 56_000));
    expect(taken?.id).toBe(row.id);
  });
});

describe('POST /api/admin/notifications/test', () => {
  it('sends a test email to NOTIFY_EMAIL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/test',
      headers: { cookie: await t.adminCookie() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: `Test email sent to ${MAIL_OWNER}` });
    const [{ mail, recipients }] = await smtp.waitFor(1);
    expect(recipients).toEqual([MAIL_OWNER]);
    expect(mail.subject).toBe('Test email from Kanimbla Alpine Chalet');
  });

  it('answers 422 with the mail server error in plain words when it cannot send', async () => {
    await smtp.stop();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/notifications/test',
        headers: { cookie: await t.adminCookie() },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(`Could not reach the mail server at 127.0.0.1:${smtp.port}.`);
    } finally {
      await smtp.start();
    }
  });
});

describe('without SMTP_URL', () => {
  it('queues nothing, says so, and refuses a test email with the reason', async () => {
    const plain = await createTestApp();
    try {
      const cookie = await plain.adminCookie();
      const sent = await plain.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message('No email configured'),
        remoteAddress: '10.8.0.1',
      });
      expect(sent.statusCode).toBe(201);
      expect(await listOutboxEmails(plain.db)).toEqual([]);
      const status = await plain.app.inject({
        method: 'GET',
        url: '/api/admin/notifications',
        headers: { cookie },
      });
      expect(status.json()).toEqual({
        configured: false,
        recipient: null,
        pending: 0,
        failed: 0,
        lastSentAt: null,
        lastError: null,
      });
      const test = await plain.app.inject({
        method: 'POST',
        url: '/api/admin/notifications/test',
        headers: { cookie },
      });
      expect(test.statusCode).toBe(409);
      expect(test.json().message).toBe(
        'Email is not set up yet: add your mail server under Site Settings, Email, to receive enquiries by email.',
      );
    } finally {
      await plain.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/server/db/schema.js';
import { insertExperience } from '../../src/server/demo/factories.js';
import { listOutboxEmails } from '../../src/server/platform/outbox/outbox.repository.js';
import { MAIL_OWNER, MAIL_PUBLIC_URL, setUpMailTestApp } from '../helpers/mail-test-app.js';
import type { ReceivedMail } from '../helpers/smtp-server.js';

/**
 * Issue 35 item 4: a booking's emails go through the outbox to a real SMTP server on 127.0.0.1. The
 * guest's confirmation carries the facts in the chalet's zone and a calendar file whose times carry the
 * zone's id, across the end of daylight saving; the owner gets a notice; both survive a mail server
 * that is down; a guest's cancellation reaches both.
 */

const GUEST = 'jane@example.com';

// Tuesday 30 March 2027 in Sydney, still on daylight saving (UTC+11); it ends on Sunday 4 April.
const clock = new Date('2027-03-30T00:00:00Z');
const { t, smtp, startWorker } = setUpMailTestApp(
  { BOOKING_RATE_LIMIT: 1000, OUTBOX_RETRY_MS: 10 },
  { now: () => clock },
);

beforeAll(async () => {
  // The host's contact, as the owner sets it in the site settings.
  const saved = await t.asAdmin('PUT', '/api/site-settings', {
    hostPhone: '+61 2 4787 0000',
    hostEmail: 'host@chalet.example',
  });
  expect(saved.statusCode).toBe(200);
});

async function bookWalk(overrides: object = {}, experienceFields: object = {}) {
  const experience = await insertExperience(t.db, {
    title: 'Guided Grand Canyon Bushwalk',
    price: '145.00',
    duration: '4 hours',
    durationMinutes: 240,
    startTime: '08:30',
    provider: 'Blackheath Bush Guides',
    location: 'Evans Lookout car park, Blackheath NSW 2785',
    ...experienceFields,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/experience-bookings',
    headers: { 'idempotency-key': `mail-key-${experience.id}` },
    // An address per booking: a third booking from one address in an hour waits for the guest (issue 42).
    remoteAddress: `10.77.${experience.id >> 8}.${experience.id & 255}`,
    payload: {
      experienceId: experience.id,
      guestName: 'Jane Guest',
      guestEmail: GUEST,
      guestPhone: '0400 123 456',
      bookingDate: '2027-04-05', // Monday, after daylight saving ended
      participants: 3,
      specialRequests: 'One walker is vegetarian',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const toGuest = (mails: ReceivedMail[]) => mails.find((m) => m.recipients.includes(GUEST));
const toOwner = (mails: ReceivedMail[]) => mails.find((m) => m.recipients.includes(MAIL_OWNER));

describe('a booking’s emails', () => {
  it('sends the guest a confirmation with the .ics in the chalet’s zone, and the owner a notice', async () => {
    const booking = await bookWalk();
    await startWorker().runOnce();
    const mails = await smtp.waitFor(2);

    const guest = toGuest(mails);
    expect(guest?.recipients).toEqual([GUEST]);
    const mail = guest?.mail;
    expect(mail?.subject).toBe(
      `Booking confirmed: Guided Grand Canyon Bushwalk, Monday 5 April 2027 (${booking.bookingReference})`,
    );
    expect(mail?.replyTo?.value).toEqual([
      { address: 'host@chalet.example', name: 'Kanimbla Alpine Chalet' },
    ]);
    const text = mail?.text ?? '';
    for (const line of [
      `Reference: ${booking.bookingReference}`,
      'Experience: Guided Grand Canyon Bushwalk',
      // Written on the chalet's clock, saying which by its short name (decision 0056): AEST, daylight
      // saving having ended the day before
      'When: Monday 5 April 2027, 8:30 am AEST',
      'Participants: 3 people',
      'Total: A$435.00',
      'Provider: Blackheath Bush Guides',
      'Meeting point: Evans Lookout car park, Blackheath NSW 2785',
      'Phone: +61 2 4787 0000',
      'Email: host@chalet.example',
    ]) {
      expect(text).toContain(line);
    }
    // The guest's email carries no free text of the form's (issue 42): the requests are the owner's.
    expect(text).not.toContain('One walker is vegetarian');
    // The IANA id is the calendar file's, never the text's.
    expect(text).not.toContain('Australia/Sydney');
    const link = /https:\/\/chalet\.example\/manage-booking\/([A-Za-z0-9_-]{43})/.exec(text);
    expect(link).not.toBeNull();

    expect(mail?.attachments).toHaveLength(1);
    const [ics] = mail?.attachments ?? [];
    expect(ics.filename).toBe(`booking-${booking.bookingReference}.ics`);
    expect(ics.contentType).toBe('text/calendar');
    const raw = ics.content.toString('utf8');
    // Long lines are folded at 75 octets (RFC 5545 3.1); the checks below read them unfolded.
    expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = raw.replace(/\r\n /g, '');
    expect(calendar).toContain('METHOD:PUBLISH');
    expect(calendar).toContain('DTSTART;TZID=Australia/Sydney:20270405T083000');
    expect(calendar).toContain('DTEND;TZID=Australia/Sydney:20270405T123000');
    expect(calendar).toContain(`UID:booking-${booking.bookingReference}@chalet.example`);
    // The zone's definition holds the change of 4 April 2027: 03:00 daylight time back to 02:00, +1100 → +1000.
    expect(calendar).toMatch(
      /BEGIN:VTIMEZONE\r\nTZID:Australia\/Sydney\r\n[\s\S]*BEGIN:STANDARD\r\nDTSTART:20270404T030000\r\nTZOFFSETFROM:\+1100\r\nTZOFFSETTO:\+1000\r\nEND:STANDARD/,
    );
    expect(calendar).toContain('DTSTAMP:20270330T000000Z');

    const owner = toOwner(mails);
    expect(owner?.recipients).toEqual([MAIL_OWNER]);
    expect(owner?.mail.subject).toBe(
      `New booking ${booking.bookingReference}: Guided Grand Canyon Bushwalk, Monday 5 April 2027, 3 people`,
    );
    expect(owner?.mail.replyTo?.value).toEqual([{ address: GUEST, name: 'Jane Guest' }]);
    expect(owner?.mail.text).toContain('Phone: 0400 123 456');
    expect(owner?.mail.text).toContain('One walker is vegetarian');
    expect(owner?.mail.text).toContain(`${MAIL_PUBLIC_URL}/admin/experience-bookings?booking=${booking.id}`);
    // The owner's notice does not carry the guest's manage link.
    expect(owner?.mail.text).not.toContain('/manage-booking/');
    expect(owner?.mail.attachments).toHaveLength(0);
  });

  it('answers the guest while the mail server is down, and sends both emails once it is back', async () => {
    await smtp.stop();
    const booking = await bookWalk({ guestName: 'Sam Down' });
    let workerClock = Date.now() + 1000;
    const worker = startWorker(() => new Date(workerClock));
    await worker.runOnce(); // connection refused: both are rescheduled
    const pending = (await listOutboxEmails(t.db)).filter(
      (e) => e.experienceBookingId === booking.id && e.status === 'pending',
    );
    expect(pending).toHaveLength(2);
    expect(pending.every((e) => e.attempts === 1 && e.lastError)).toBe(true);

    await smtp.start();
    workerClock += 60_000;
    await worker.runOnce();
    const mails = await smtp.waitFor(2);
    expect(toGuest(mails)?.mail.subject).toContain(booking.bookingReference);
    expect(toGuest(mails)?.mail.attachments).toHaveLength(1);
    expect(toOwner(mails)?.mail.subject).toContain(booking.bookingReference);
    const sent = (await listOutboxEmails(t.db)).filter((e) => e.experienceBookingId === booking.id);
    expect(sent.map((e) => e.status)).toEqual(['sent', 'sent']);
  });

  it('tells both when the guest cancels, the calendar entry cancelled', async () => {
    const booking = await bookWalk({ guestName: 'Cara Cancel' });
    await startWorker().runOnce();
    const [confirmation] = (await smtp.waitFor(2)).filter((m) => m.recipients.includes(GUEST));
    const token = /manage-booking\/([A-Za-z0-9_-]{43})/.exec(confirmation.mail.text ?? '')?.[1];
    smtp.received.length = 0;

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/experience-bookings/manage/${token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    await startWorker().runOnce();
    const mails = await smtp.waitFor(2);
    const guest = toGuest(mails);
    expect(guest?.mail.subject).toBe(
      `Booking cancelled: Guided Grand Canyon Bushwalk, Monday 5 April 2027 (${booking.bookingReference})`,
    );
    const calendar = guest?.mail.attachments[0]?.content.toString('utf8') ?? '';
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('STATUS:CANCELLED');
    expect(calendar).toContain(`UID:booking-${booking.bookingReference}@chalet.example`);
    expect(toOwner(mails)?.mail.subject).toBe(
      `Booking cancelled ${booking.bookingReference}: Guided Grand Canyon Bushwalk, Monday 5 April 2027`,
    );
    expect(toOwner(mails)?.mail.text).toContain(
      'Cara Cancel cancelled their booking of Guided Grand Canyon Bushwalk.',
    );
  });

  it('sends the same emails when the process died between the commit and building them (issue 42)', async () => {
    const booking = await bookWalk({ guestName: 'Dee Died' });
    const built = (await listOutboxEmails(t.db)).filter((e) => e.experienceBookingId === booking.id);
    expect(built.map((e) => e.kind)).toEqual(['booking-confirmation', 'booking-notice']);
    // What a process killed right after the commit leaves: the drafts, never built.
    await t.db
      .update(outboxEmails)
      .set({
        subject: '',
        text: '',
        toAddress: null,
        replyToName: null,
        replyToAddress: null,
        attachments: [],
      })
      .where(eq(outboxEmails.experienceBookingId, booking.id));
    await startWorker().runOnce();
    const mails = await smtp.waitFor(2);
    const guest = toGuest(mails);
    const confirmation = built.find((e) => e.kind === 'booking-confirmation');
    expect(guest?.recipients).toEqual([GUEST]);
    expect(guest?.mail.subject).toBe(confirmation?.subject);
    expect(guest?.mail.text?.trim()).toBe(confirmation?.text.trim());
    expect(guest?.mail.attachments[0]?.content.toString('utf8')).toBe(confirmation?.attachments[0]?.content);
    expect(toOwner(mails)?.mail.subject).toBe(built.find((e) => e.kind === 'booking-notice')?.subject);
  });

  it('carries the owner’s "How to pay" line in the guest’s confirmation only', async () => {
    const howToPay = 'Pay the guide on the day, cash or card';
    await bookWalk({ guestName: 'Pia Payer' }, { howToPay });
    await startWorker().runOnce();
    const mails = await smtp.waitFor(2);
    const guestText = toGuest(mails)?.mail.text ?? '';
    expect(guestText).toContain(`How to pay: ${howToPay}`);
    // Below the booking's facts, above the calendar file's line.
    expect(guestText.indexOf('How to pay:')).toBeGreaterThan(guestText.indexOf('Meeting point:'));
    expect(toOwner(mails)?.mail.text).not.toContain('How to pay');
  });

  it('says nothing of paying when the owner wrote no line', async () => {
    await bookWalk({ guestName: 'Nora None' });
    await startWorker().runOnce();
    expect(toGuest(await smtp.waitFor(2))?.mail.text).not.toContain('How to pay');
  });

  it('tells the guest the owner’s reason when the owner cancels, and no reason when none was given', async () => {
    const cookie = await t.adminCookie();
    const cancelAs = (id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/experience-bookings/${id}`, headers: { cookie }, payload });

    const first = await bookWalk({ guestName: 'Rita Reason' });
    await startWorker().runOnce();
    await smtp.waitFor(2);
    smtp.received.length = 0;
    const reason = 'The guide is unwell; we are so sorry.\nWe will refund nothing as nothing was paid.';
    const cancelled = await cancelAs(first.id, { status: 'cancelled', reason: `  ${reason}  ` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await startWorker().runOnce();
    const withReason = toGuest(await smtp.waitFor(1))?.mail.text ?? '';
    expect(withReason).toContain('We are sorry: your booking had to be cancelled.');
    expect(withReason).toContain(`Reason: ${reason}`);

    const second = await bookWalk({ guestName: 'Nico Noreason' });
    await startWorker().runOnce();
    await smtp.waitFor(2);
    smtp.received.length = 0;
    expect((await cancelAs(second.id, { status: 'cancelled', reason: '   ' })).statusCode).toBe(200);
    await startWorker().runOnce();
    expect(toGuest(await smtp.waitFor(1))?.mail.text).not.toContain('Reason:');
  });

  it('refuses a reason longer than 500 characters, naming the rule', async () => {
    const booking = await bookWalk({ guestName: 'Long Reason' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/experience-bookings/${booking.id}`,
      headers: { cookie: await t.adminCookie() },
      payload: { status: 'cancelled', reason: 'x'.repeat(501) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Reason must be at most 500 characters');
  });
});

describe('the site name in the emails (issue 45)', () => {
  const rename = async (siteName: string) => {
    const saved = await t.asAdmin('PUT', '/api/site-settings', { siteName });
    expect(saved.statusCode).toBe(200);
  };

  it("sends as the owner's site name: the From name, the reply name and the guest's text", async () => {
    await rename('Wattle Ridge Lodge');
    try {
      const booking = await bookWalk();
      await startWorker().runOnce();
      // This booking's two emails (an earlier test's retried email may arrive beside them).
      const ofBooking = () => smtp.received.filter((m) => m.mail.text?.includes(booking.bookingReference));
      await expect.poll(() => ofBooking().length).toBe(2);
      const mails = ofBooking();
      for (const mail of mails) expect(mail.mail.from?.value[0]?.name).toBe('Wattle Ridge Lodge');
      const guest = toGuest(mails)?.mail;
      expect(guest?.replyTo?.value[0]?.name).toBe('Wattle Ridge Lodge');
      expect(guest?.text).toContain('Thank you for booking with Wattle Ridge Lodge.');
      expect(guest?.text).not.toContain('Kanimbla Alpine Chalet');
      expect(guest?.attachments[0]?.content.toString('utf8')).toContain('Wattle Ridge Lodge');
    } finally {
      await rename('Kanimbla Alpine Chalet');
    }
  });
});

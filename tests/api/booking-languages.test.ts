import { beforeAll, describe, expect, it } from 'vitest';
import { insertExperience } from '../../src/server/demo/factories.js';
import { MAIL_OWNER, setUpMailTestApp } from '../helpers/mail-test-app.js';
import type { ReceivedMail } from '../helpers/smtp-server.js';

/**
 * Issue 46 item 5, decision 0095: a booking made in a language gets its guest's emails and calendar file
 * in it, said by Content-Language; the booking keeps the language (the owner sees it); the owner's
 * notices stay English. Through a real SMTP server on 127.0.0.1.
 */

// Tuesday 30 March 2027 in Sydney; the walk is on Monday 5 April, after daylight saving ended.
const clock = new Date('2027-03-30T00:00:00Z');
const { t, smtp, startWorker } = setUpMailTestApp(
  { BOOKING_RATE_LIMIT: 1000, OUTBOX_RETRY_MS: 10 },
  { now: () => clock },
);

beforeAll(async () => {
  const saved = await t.asAdmin('PUT', '/api/site-settings', {
    hostPhone: '+61 2 4787 0000',
    hostEmail: 'host@chalet.example',
  });
  expect(saved.statusCode).toBe(200);
});

let guestNo = 0;
/** Books the walk as a new guest (own address, own email); `headers` adds to the request's. */
async function book(payload: object, headers: Record<string, string> = {}) {
  guestNo += 1;
  const experience = await insertExperience(t.db, {
    title: 'Guided Grand Canyon Bushwalk',
    price: '145.00',
    duration: '4 hours',
    durationMinutes: 240,
    startTime: '08:30',
    provider: 'Blackheath Bush Guides',
    location: 'Evans Lookout car park, Blackheath NSW 2785',
  });
  const guestEmail = `guest${guestNo}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/experience-bookings',
    headers: { 'idempotency-key': `language-key-${experience.id}`, ...headers },
    remoteAddress: `10.88.${experience.id >> 8}.${experience.id & 255}`,
    payload: {
      experienceId: experience.id,
      guestName: 'Jane Guest',
      guestEmail,
      guestPhone: '0400 123 456',
      bookingDate: '2027-04-05',
      participants: 3,
      ...payload,
    },
  });
  return { response, guestEmail };
}

/** Books, sends, and answers the guest's email and the owner's. */
async function bookAndDeliver(payload: object, headers: Record<string, string> = {}) {
  const { response, guestEmail } = await book(payload, headers);
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json();
  await startWorker().runOnce();
  const ofBooking = () => smtp.received.filter((m) => m.mail.subject?.includes(booking.bookingReference));
  await expect.poll(() => ofBooking().length).toBe(2);
  const mails = ofBooking();
  const guest = mails.find((m) => m.recipients.includes(guestEmail)) as ReceivedMail;
  const owner = mails.find((m) => m.recipients.includes(MAIL_OWNER)) as ReceivedMail;
  return { booking, guest, owner };
}

const contentLanguage = (mail: ReceivedMail) => mail.mail.headers.get('content-language');
const calendarOf = (mail: ReceivedMail) => {
  const raw = mail.mail.attachments[0]?.content.toString('utf8') ?? '';
  // Lines are folded at 75 octets, never inside a character.
  expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  return raw.replace(/\r\n /g, '');
};

async function storedLanguage(reference: string) {
  const list = await t.asAdmin('GET', '/api/experience-bookings');
  return (list.json() as { bookingReference: string; language: string }[]).find(
    (b) => b.bookingReference === reference,
  )?.language;
}

describe('a booking’s emails in the booker’s language', () => {
  it('German: the confirmation, its calendar file and Content-Language; the owner’s notice in English', async () => {
    const { booking, guest, owner } = await bookAndDeliver({ language: 'de' });
    const ref = booking.bookingReference;
    expect(guest.mail.subject).toBe(
      `Buchung bestätigt: Guided Grand Canyon Bushwalk, Montag, 5. April 2027 (${ref})`,
    );
    expect(contentLanguage(guest)).toBe('de');
    const text = guest.mail.text ?? '';
    for (const line of [
      'Guten Tag Jane Guest,',
      'vielen Dank für Ihre Buchung bei Kanimbla Alpine Chalet. Ihre Buchung ist bestätigt.',
      `Buchungsnummer: ${ref}`,
      'Termin: Montag, 5. April 2027 um 08:30 Ostaustralische Normalzeit',
      'Teilnehmer: 3 Personen',
      'Gesamtpreis: 435,00\u00a0AU$',
      'Treffpunkt: Evans Lookout car park, Blackheath NSW 2785',
      'Telefon: +61 2 4787 0000',
    ]) {
      expect(text).toContain(line);
    }
    // The manage link opens the page in German.
    expect(text).toMatch(/https:\/\/chalet\.example\/de\/manage-booking\/[A-Za-z0-9_-]{43}/);
    const calendar = calendarOf(guest);
    expect(calendar).toContain('SUMMARY:Guided Grand Canyon Bushwalk (Kanimbla Alpine Chalet)');
    expect(calendar).toContain(
      `DESCRIPTION:Buchung ${ref} für 3 Personen.\\nAnbieter: Blackheath Bush Guides`,
    );
    expect(calendar).toContain('DTSTART;TZID=Australia/Sydney:20270405T083000');

    expect(owner.mail.subject).toBe(
      `New booking ${ref}: Guided Grand Canyon Bushwalk, Monday 5 April 2027, 3 people`,
    );
    expect(owner.mail.text).toContain('When: Monday 5 April 2027, 8:30 am AEST');
    expect(contentLanguage(owner)).toBe('en');
    expect(await storedLanguage(ref)).toBe('de');
  });

  it('Japanese: the confirmation and a Japanese calendar summary', async () => {
    const { booking, guest, owner } = await bookAndDeliver({ language: 'ja' });
    const ref = booking.bookingReference;
    expect(guest.mail.subject).toBe(`ご予約確定：Guided Grand Canyon Bushwalk、2027年4月5日月曜日（${ref}）`);
    expect(contentLanguage(guest)).toBe('ja');
    expect(guest.mail.text).toContain('Jane Guest 様');
    expect(guest.mail.text).toContain('日時：2027年4月5日月曜日 8:30 オーストラリア東部標準時');
    expect(guest.mail.text).toContain('参加人数：3名');
    const calendar = calendarOf(guest);
    expect(calendar).toContain('SUMMARY:Guided Grand Canyon Bushwalk（Kanimbla Alpine Chalet）');
    expect(calendar).toContain(`DESCRIPTION:予約番号 ${ref}（3名）`);
    expect(owner.mail.subject).toContain('New booking');
    expect(await storedLanguage(ref)).toBe('ja');
  });

  it('without a language, follows the browser’s Accept-Language among ours', async () => {
    const { booking, guest } = await bookAndDeliver({}, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    // The subject's no-break space before the colon is a plain space on the wire (sanitizeHeaderValue).
    expect(guest.mail.subject).toBe(
      `Réservation confirmée : Guided Grand Canyon Bushwalk, lundi 5 avril 2027 (${booking.bookingReference})`,
    );
    expect(contentLanguage(guest)).toBe('fr');
    expect(guest.mail.text).toContain('Total\u00a0: 435,00\u00a0$AU');
    expect(await storedLanguage(booking.bookingReference)).toBe('fr');
  });

  it('without a language or one of ours in Accept-Language, writes English as before', async () => {
    const { booking, guest } = await bookAndDeliver({}, { 'accept-language': 'pt-BR,es;q=0.5' });
    expect(guest.mail.subject).toBe(
      `Booking confirmed: Guided Grand Canyon Bushwalk, Monday 5 April 2027 (${booking.bookingReference})`,
    );
    expect(guest.mail.text).toContain('Total: A$435.00');
    expect(contentLanguage(guest)).toBe('en');
    expect(await storedLanguage(booking.bookingReference)).toBe('en');
  });

  it('an explicit language wins over Accept-Language', async () => {
    const { guest } = await bookAndDeliver({ language: 'ko' }, { 'accept-language': 'de' });
    expect(contentLanguage(guest)).toBe('ko');
    expect(guest.mail.subject).toMatch(/^예약 확정: /);
  });

  it('refuses a language that is not one of ours, naming it (400)', async () => {
    for (const language of ['xx', 'de-DE', 42]) {
      const { response } = await book({ language });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body.errors.language).toBe(
        `Unknown language ${JSON.stringify(language)}: language must be one of en, de, fr, ja, ko, zh`,
      );
    }
  });

  it('cancelled by the guest (German) and by the owner with a reason (Chinese)', async () => {
    const de = await bookAndDeliver({ language: 'de' });
    const token = /\/de\/manage-booking\/([A-Za-z0-9_-]{43})/.exec(de.guest.mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    smtp.received.length = 0;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/experience-bookings/manage/${token}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await startWorker().runOnce();
    const ref = de.booking.bookingReference;
    const mails = await smtp.waitFor(2);
    const guest = mails.find((m) => m.mail.subject?.startsWith('Buchung storniert')) as ReceivedMail;
    expect(guest.mail.subject).toBe(
      `Buchung storniert: Guided Grand Canyon Bushwalk, Montag, 5. April 2027 (${ref})`,
    );
    expect(guest.mail.text).toContain('Ihre Buchung wurde wie gewünscht storniert.');
    expect(contentLanguage(guest)).toBe('de');
    expect(calendarOf(guest)).toContain('METHOD:CANCEL');
    const owner = mails.find((m) => m.recipients.includes(MAIL_OWNER));
    expect(owner?.mail.subject).toBe(
      `Booking cancelled ${ref}: Guided Grand Canyon Bushwalk, Monday 5 April 2027`,
    );

    const zh = await bookAndDeliver({ language: 'zh' });
    smtp.received.length = 0;
    const byOwner = await t.asAdmin('PUT', `/api/experience-bookings/${zh.booking.id}`, {
      status: 'cancelled',
      reason: 'The guide is unwell.',
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    await startWorker().runOnce();
    const [toGuest] = await smtp.waitFor(1);
    expect(toGuest.mail.subject).toBe(
      `预订已取消：Guided Grand Canyon Bushwalk，2027年4月5日星期一（${zh.booking.bookingReference}）`,
    );
    expect(toGuest.mail.text).toContain('非常抱歉，您的预订不得不取消。');
    expect(toGuest.mail.text).toContain('原因：The guide is unwell.');
    expect(contentLanguage(toGuest)).toBe('zh');
  });
});

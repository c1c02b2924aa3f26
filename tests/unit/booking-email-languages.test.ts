import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingEmailDraft, buildEmailFromDraft } from '../../src/server/platform/outbox/email-drafts.js';
import {
  type BookingEmailSource,
  buildBookingCancellationEmail,
  buildBookingCancellationNoticeEmail,
  buildBookingConfirmationEmail,
  buildBookingNoticeEmail,
  buildBookingPendingEmail,
} from '../../src/server/platform/outbox/email-templates.js';
import { type Locale, TRANSLATION_LOCALES } from '../../src/shared/locales.js';

/**
 * Decision 0095: a booking's emails to the guest, and their calendar file, in the guest's language; the
 * owner's notices, and every English email, exactly as before (the fixture was written by the templates
 * as they were before the languages).
 */
const URL = 'https://chalet.example';
const TOKEN = 'k3Y_-manage-token-0123456789abcdefghijklmno';

const source = (over: Partial<BookingEmailSource> = {}): BookingEmailSource => ({
  id: 7,
  bookingReference: 'BK-K7QM-4XTB',
  guestName: 'Jane Guest',
  guestEmail: 'jane@example.com',
  guestPhone: '0400 123 456',
  bookingDate: '2027-04-05',
  participants: 3,
  totalPrice: '1435.00',
  specialRequests: 'One walker is vegetarian',
  experience: {
    title: 'Guided Grand Canyon Bushwalk',
    provider: 'Blackheath Bush Guides',
    location: 'Evans Lookout car park, Blackheath NSW 2785',
    duration: '4 hours',
    durationMinutes: 240,
    howToPay: 'Pay the guide on the day, cash or card',
  },
  startsAt: new Date('2027-04-04T22:30:00Z'),
  timeZone: 'Australia/Sydney',
  manageUrl: `${URL}/manage-booking/${TOKEN}`,
  host: { phone: '+61 2 4787 0000', email: 'host@chalet.example', siteName: 'Kanimbla Alpine Chalet' },
  now: new Date('2027-03-30T00:00:00Z'),
  ...over,
});

/** Every email of a booking, as the templates build them. */
function allEmails(base: BookingEmailSource) {
  const one = { ...base, participants: 1, host: { phone: '', email: '', siteName: 'Wattle Ridge Lodge' } };
  return {
    confirmation: buildBookingConfirmationEmail(base, URL),
    confirmationOnePersonNoHost: buildBookingConfirmationEmail(one, URL),
    notice: buildBookingNoticeEmail(base, URL),
    cancellationByGuest: buildBookingCancellationEmail(base, URL, 'guest'),
    cancellationByOwner: buildBookingCancellationEmail(
      { ...base, manageUrl: '' },
      URL,
      'owner',
      'The guide is unwell.',
    ),
    cancellationNotice: buildBookingCancellationNoticeEmail(base, URL),
    pending: buildBookingPendingEmail(base),
  };
}

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const icsField = (ics: string, name: string) =>
  new RegExp(`^${name}:(.*)$`, 'm').exec(unfold(ics).replace(/\r\n/g, '\n'))?.[1] ?? '';

describe('English booking emails', () => {
  const fixture = JSON.parse(
    readFileSync('tests/unit/fixtures/english-booking-emails.json', 'utf8'),
  ) as Record<string, Record<string, unknown>>;

  it('are byte for byte what they were before the languages, with or without `language`', () => {
    for (const base of [source(), source({ language: 'en' })]) {
      const built = allEmails(base) as unknown as Record<string, Record<string, unknown>>;
      for (const [name, before] of Object.entries(fixture)) {
        for (const [field, value] of Object.entries(before)) {
          expect(built[name]?.[field], `${name}.${field}`).toEqual(value);
        }
      }
    }
  });

  it('say they are English', () => {
    const built = allEmails(source());
    expect(built.confirmation.language).toBe('en');
    expect(built.pending.language).toBe('en');
  });
});

describe.each(TRANSLATION_LOCALES)('booking emails in %s', (locale: Locale) => {
  const english = allEmails(source());
  const built = allEmails(source({ language: locale }));

  it('writes every guest email in the language, its placeholders filled', () => {
    for (const name of [
      'confirmation',
      'confirmationOnePersonNoHost',
      'cancellationByGuest',
      'cancellationByOwner',
      'pending',
    ] as const) {
      const email = built[name];
      expect(email.language, name).toBe(locale);
      expect(email.subject, name).not.toBe(english[name].subject);
      // No message left unresolved (Paraglide answers a message's key) or placeholder left unfilled.
      expect(`${email.subject}\n${email.text}`, name).not.toMatch(/emails_|\{\w+\}/);
      // Only the owner's and the guest's own words, links and numbers stay as in English.
      const englishLines = new Set(english[name].text.split('\n'));
      const kept = email.text
        .split('\n')
        .filter(
          (line) => line.trim() && englishLines.has(line) && !/^(https:|\+61|Kanimbla|Wattle)/.test(line),
        );
      expect(kept, name).toEqual([]);
    }
    // The facts: the chalet's clock and prices in the language's own form.
    expect(built.confirmation.text).toContain(TOKEN);
    expect(built.cancellationByOwner.text).toContain('The guide is unwell.');
  });

  it('writes the calendar file’s summary and description in the language, folded at 75 octets', () => {
    const ics = String(built.confirmation.attachments?.[0]?.content);
    const englishIcs = String(english.confirmation.attachments?.[0]?.content);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(icsField(ics, 'DESCRIPTION')).not.toBe(icsField(englishIcs, 'DESCRIPTION'));
    expect(icsField(ics, 'SUMMARY')).toContain('Guided Grand Canyon Bushwalk');
    expect(icsField(ics, 'DTSTART;TZID=Australia/Sydney')).toBe('20270405T083000');
  });

  it('keeps the owner’s notices in English, word for word', () => {
    for (const name of ['notice', 'cancellationNotice'] as const) {
      expect(built[name].subject).toBe(english[name].subject);
      expect(built[name].text).toBe(english[name].text);
    }
  });

  it('builds the same email from its draft (the sender’s path after a crash)', () => {
    const base = source({
      language: locale,
      guestExperience: { ...source().experience, title: `Title in ${locale}` },
    });
    const draft = bookingEmailDraft('booking-confirmation', base, URL);
    expect(draft.language).toBe(locale);
    expect(bookingEmailDraft('booking-notice', base, URL).language).toBe('en');
    const direct = buildBookingConfirmationEmail(base, URL);
    const fromDraft = buildEmailFromDraft(draft.draft as never);
    expect(fromDraft.subject).toBe(direct.subject);
    expect(fromDraft.subject).toContain(`Title in ${locale}`);
    expect(fromDraft.text).toBe(direct.text);
    expect(fromDraft.attachments).toEqual(direct.attachments);
  });
});

describe('the languages’ own forms', () => {
  it('German: "Sie", its dates, the zone in words, the price in its form', () => {
    const { confirmation } = allEmails(source({ language: 'de' }));
    expect(confirmation.subject).toBe(
      'Buchung bestätigt: Guided Grand Canyon Bushwalk, Montag, 5. April 2027 (BK-K7QM-4XTB)',
    );
    expect(confirmation.text).toContain('Guten Tag Jane Guest,\n\nvielen Dank für Ihre Buchung');
    expect(confirmation.text).toContain('Termin: Montag, 5. April 2027 um 08:30 Ostaustralische Normalzeit');
    expect(confirmation.text).toContain('Gesamtpreis: 1.435,00\u00a0AU$');
    expect(confirmation.text).toContain('Teilnehmer: 3 Personen');
  });

  it('Japanese: polite, its dates, one counter for people', () => {
    const { confirmation, pending } = allEmails(source({ language: 'ja', participants: 1 }));
    expect(confirmation.subject).toBe(
      'ご予約確定：Guided Grand Canyon Bushwalk、2027年4月5日月曜日（BK-K7QM-4XTB）',
    );
    expect(confirmation.text).toContain('日時：2027年4月5日月曜日 8:30 オーストラリア東部標準時');
    expect(confirmation.text).toContain('参加人数：1名');
    expect(pending.text).toContain('30分以内');
  });
});

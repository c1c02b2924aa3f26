import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { experienceBookings } from '../../src/server/db/schema.js';
import { insertExperience, insertExperienceBooking } from '../../src/server/demo/factories.js';
import { listOutboxEmails } from '../../src/server/platform/outbox/outbox.repository.js';
import { setUpTestApp } from '../helpers/test-app.js';

/**
 * Issue 35: booking an experience. The spec's messages verbatim, the date rules on a clock the test
 * holds (in the chalet's zone, Australia/Sydney), never over capacity under concurrency, one booking per
 * Idempotency-Key, the guest's manage link (POST to cancel, until the cut-off), and the owner's side.
 * Runs on PGlite and, in the api-postgres project, on PostgreSQL.
 */

// Tuesday 30 March 2027, 11:00 in Sydney (AEDT, UTC+11): daylight saving ends on Sunday 4 April.
const START = new Date('2027-03-30T00:00:00Z');
let clock = START;

const t = setUpTestApp(
  {
    SMTP_URL: 'smtp://127.0.0.1:9', // emails are queued (read from the outbox here), never sent in this file
    NOTIFY_EMAIL: 'owner@chalet.example',
    PUBLIC_URL: 'https://chalet.example',
    BOOKING_RATE_LIMIT: 100_000,
  },
  { now: () => clock },
);

beforeEach(() => {
  clock = START;
});

let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

/** A new address per booking unless one is given: bookings beyond two an hour from one address wait. */
let addressSeq = 0;
const newAddress = () => {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
};
const book = (payload: object, key: string | null = newKey(), remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/experience-bookings',
    headers: key ? { 'idempotency-key': key } : {},
    payload,
    remoteAddress,
  });

const form = (experienceId: number, overrides: object = {}) => ({
  experienceId,
  guestName: 'Jane Guest',
  guestEmail: 'jane@example.com',
  guestPhone: '0400 123 456',
  bookingDate: '2027-04-05', // a Monday
  participants: 2,
  specialRequests: 'One vegetarian',
  ...overrides,
});

async function confirmedParticipants(experienceId: number, date: string) {
  const [row] = await t.db
    .select({ total: sql<number>`coalesce(sum(${experienceBookings.participants}), 0)`.mapWith(Number) })
    .from(experienceBookings)
    .where(
      and(
        eq(experienceBookings.experienceId, experienceId),
        eq(experienceBookings.bookingDate, date),
        eq(experienceBookings.status, 'confirmed'),
      ),
    );
  return row.total;
}

/** The manage-link token of a booking, from its confirmation email in the outbox (its only copy). */
async function manageTokenOf(bookingId: number) {
  const emails = await listOutboxEmails(t.db);
  const confirmation = emails.find(
    (e) => e.experienceBookingId === bookingId && e.kind === 'booking-confirmation',
  );
  const match = /\/manage-booking\/([A-Za-z0-9_-]{43})/.exec(confirmation?.text ?? '');
  expect(match, 'the confirmation carries the manage link').not.toBeNull();
  return match?.[1] ?? '';
}

describe('POST /api/experience-bookings: the spec form', () => {
  it('answers 201 with the booking, its reference and the total computed from the decimal price', async () => {
    const experience = await insertExperience(t.db, { price: '145.10', maxParticipants: 10 });
    const response = await book(form(experience.id, { participants: 3 }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      experienceId: experience.id,
      experienceTitle: experience.title,
      bookingDate: '2027-04-05',
      participants: 3,
      // 3 × 145.10 is 435.29999… in binary floating point
      totalPrice: '435.30',
      status: 'confirmed',
      timeZone: 'Australia/Sydney',
      // 09:00 in Sydney on 5 April 2027 is after daylight saving ended: UTC+10
      startsAt: '2027-04-04T23:00:00.000Z',
      emailQueued: true,
    });
    expect(body.bookingReference).toMatch(/^BK-[BCDFGHJKMNPQRSTVWXZ2-9]{4}-[BCDFGHJKMNPQRSTVWXZ2-9]{4}$/);
    expect(body).not.toHaveProperty('manageTokenHash');
    expect(body).not.toHaveProperty('idempotencyKey');
    const [stored] = await t.db.select().from(experienceBookings).where(eq(experienceBookings.id, body.id));
    expect(stored.totalPrice).toBe('435.30');
    // Only a hash of the manage token is stored; the token itself is in the guest's email.
    expect(stored.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await manageTokenOf(body.id)).not.toContain(stored.manageTokenHash);
  });

  // Blank fields and fields left out altogether get the same messages, word for word.
  it.each([
    [
      'blank',
      { guestName: '  ', guestEmail: 'not-an-email', guestPhone: '', bookingDate: '', participants: 0 },
    ],
    ['missing', {}],
  ])('gives each %s field its message, word for word', async (_kind, fields) => {
    const experience = await insertExperience(t.db);
    const response = await book({ experienceId: experience.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      guestName: 'Name is required',
      guestEmail: 'Please enter a valid email address',
      guestPhone: 'Phone number is required',
      bookingDate: 'Booking date is required',
      participants: 'Number of participants is required',
    });
  });

  it('takes numbers as the form sends them (text) and refuses a date that does not exist', async () => {
    const experience = await insertExperience(t.db);
    const ok = await book(form(String(experience.id) as unknown as number, { participants: '2' }));
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await book(form(experience.id, { bookingDate: '2027-02-30', participants: 1.5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      bookingDate: 'Booking date must be a date such as 2027-04-05',
      participants: 'Number of participants is required',
    });
  });

  it('refuses an unknown or inactive experience with a reason', async () => {
    const inactive = await insertExperience(t.db, { isActive: false });
    for (const id of [inactive.id, 999_999]) {
      const response = await book(form(id));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        experienceId: 'This experience is not available for booking',
      });
    }
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const experience = await insertExperience(t.db);
    const response = await book(form(experience.id), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
    );
  });
});

describe('the date rules, on the chalet clock', () => {
  it('takes only the experience’s weekdays', async () => {
    const experience = await insertExperience(t.db, { availableDays: ['Saturday', 'Sunday'] });
    const monday = await book(form(experience.id, { bookingDate: '2027-04-05' }));
    expect(monday.statusCode).toBe(400);
    expect(monday.json().errors).toEqual({
      bookingDate: 'This experience runs on Saturday and Sunday only. Please choose one of those days.',
    });
    const saturday = await book(form(experience.id, { bookingDate: '2027-04-03' }));
    expect(saturday.statusCode, saturday.body).toBe(201);
  });

  it('keeps the lead time: 24 hours before the start, in Sydney', async () => {
    const experience = await insertExperience(t.db, { leadTimeHours: 24, startTime: '09:00' });
    // Now 11:00 on Tuesday 30 March: Wednesday 09:00 is 22 hours away, Thursday 09:00 is 46.
    const wednesday = await book(form(experience.id, { bookingDate: '2027-03-31' }));
    expect(wednesday.statusCode).toBe(400);
    expect(wednesday.json().errors).toEqual({
      bookingDate: 'Please book at least 24 hours ahead: the earliest date is Thursday 1 April 2027.',
    });
    expect((await book(form(experience.id, { bookingDate: '2027-04-01' }))).statusCode).toBe(201);
    // At 09:00 on Tuesday, Wednesday 09:00 is exactly 24 hours away: at the lead time is in time.
    clock = new Date('2027-03-29T22:00:00Z');
    expect((await book(form(experience.id, { bookingDate: '2027-03-31' }))).statusCode).toBe(201);
  });

  it('measures the lead time on the chalet’s clock, not UTC’s calendar', async () => {
    const experience = await insertExperience(t.db, { leadTimeHours: 0, startTime: '09:00' });
    // 08:59 on Monday 5 April in Sydney is still Sunday 4 April in UTC.
    clock = new Date('2027-04-04T22:59:00Z');
    expect((await book(form(experience.id, { bookingDate: '2027-04-05' }))).statusCode).toBe(201);
    clock = new Date('2027-04-04T23:01:00Z'); // 09:01: it has started
    const late = await book(form(experience.id, { bookingDate: '2027-04-05' }));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.bookingDate).toBe(
      'Please book at least 0 hours ahead: the earliest date is Tuesday 6 April 2027.',
    );
  });

  it('takes bookings up to the advance window and no further', async () => {
    const experience = await insertExperience(t.db, { advanceWindowDays: 30 });
    expect((await book(form(experience.id, { bookingDate: '2027-04-29' }))).statusCode).toBe(201);
    const beyond = await book(form(experience.id, { bookingDate: '2027-04-30' }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toEqual({
      bookingDate: 'Bookings are taken up to 30 days ahead: the latest date is Thursday 29 April 2027.',
    });
  });

  it('lists the bookable dates and the places left on each', async () => {
    const experience = await insertExperience(t.db, {
      availableDays: ['Monday', 'Saturday'],
      maxParticipants: 6,
      advanceWindowDays: 14,
    });
    await insertExperienceBooking(t.db, {
      experienceId: experience.id,
      bookingDate: '2027-04-05',
      participants: 4,
    });
    await insertExperienceBooking(t.db, {
      experienceId: experience.id,
      bookingDate: '2027-04-05',
      participants: 2,
      status: 'cancelled',
    });
    await insertExperienceBooking(t.db, {
      experienceId: experience.id,
      bookingDate: '2027-04-10',
      participants: 6,
    });
    const response = await t.app.inject({ url: `/api/experiences/${experience.id}/availability` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      experienceId: experience.id,
      timeZone: 'Australia/Sydney',
      startTime: '09:00',
      maxParticipants: 6,
      firstBookableDate: '2027-04-01', // the default lead time: 24 hours
      lastBookableDate: '2027-04-13',
      dates: [
        { date: '2027-04-03', placesLeft: 6 },
        { date: '2027-04-05', placesLeft: 2 },
        { date: '2027-04-10', placesLeft: 0 },
        { date: '2027-04-12', placesLeft: 6 },
      ],
    });
    const range = await t.app.inject({
      url: `/api/experiences/${experience.id}/availability?from=2027-04-04&to=2027-04-10`,
    });
    expect(range.json().dates.map((d: { date: string }) => d.date)).toEqual(['2027-04-05', '2027-04-10']);
    const reversed = await t.app.inject({
      url: `/api/experiences/${experience.id}/availability?from=2027-04-10&to=2027-04-04`,
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('capacity', () => {
  it('confirms exactly the last places when 40 guests book at once; the rest get 409 with the places left', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 10 });
    await insertExperienceBooking(t.db, {
      experienceId: experience.id,
      bookingDate: '2027-04-05',
      participants: 7,
    });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        book(form(experience.id, { participants: 1, guestEmail: `guest${i}@example.com` })),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(37);
    for (const response of refused) {
      expect(response.json()).toEqual({
        message: 'Sorry, this date is now fully booked. Please choose another date.',
        placesLeft: 0,
      });
    }
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(10);
  });

  it('never goes over with groups either, and says how many places are left', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 5 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        book(form(experience.id, { participants: 2, guestEmail: `group${i}@example.com` })),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(38);
    for (const response of refused) {
      expect(response.json()).toEqual({
        message: 'Sorry, only 1 place is left on this date.',
        placesLeft: 1,
      });
    }
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(4);
  });

  it('frees the places of a cancelled booking', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 4 });
    const first = await book(form(experience.id));
    expect(first.statusCode).toBe(201);
    expect((await book(form(experience.id, { participants: 3 }))).statusCode).toBe(409);
    const token = await manageTokenOf(first.json().id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/experience-bookings/manage/${token}/cancel` }))
        .statusCode,
    ).toBe(200);
    expect((await book(form(experience.id))).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated submission with the booking it made, once', async () => {
    const experience = await insertExperience(t.db);
    const key = newKey();
    const first = await book(form(experience.id), key);
    const again = await book(form(experience.id), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The token is stored hashed: a replay cannot give the manage link again (the email has it).
    expect(first.json().managePath).toMatch(/^\/manage-booking\/[\w-]{43}$/);
    expect(again.json()).toEqual({ ...first.json(), managePath: null });
    const rows = await t.db
      .select()
      .from(experienceBookings)
      .where(eq(experienceBookings.experienceId, experience.id));
    expect(rows).toHaveLength(1);
    const emails = (await listOutboxEmails(t.db)).filter((e) => e.experienceBookingId === first.json().id);
    expect(emails.map((e) => e.kind).sort()).toEqual(['booking-confirmation', 'booking-notice']);
  });

  it('makes one booking from the same form sent ten times at once', async () => {
    const experience = await insertExperience(t.db);
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(form(experience.id), key)));
    for (const response of responses) expect(response.statusCode).toBe(201);
    expect(new Set(responses.map((r) => r.json().bookingReference)).size).toBe(1);
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(2);
  });

  it('refuses the key of one booking for a different one (422)', async () => {
    const experience = await insertExperience(t.db);
    const key = newKey();
    expect((await book(form(experience.id), key)).statusCode).toBe(201);
    const other = await book(form(experience.id, { participants: 3 }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      'This form was already used for a different booking. Please reload the page and try again.',
    );
  });

  it('makes a booking per request without a key', async () => {
    const experience = await insertExperience(t.db);
    expect((await book(form(experience.id), null)).statusCode).toBe(201);
    expect((await book(form(experience.id), null)).statusCode).toBe(201);
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(4);
  });
});

describe('the manage link', () => {
  it('opens the booking with its token; a GET never cancels', async () => {
    const experience = await insertExperience(t.db, { title: 'Guided Bushwalk', startTime: '08:30' });
    const created = (await book(form(experience.id))).json();
    const token = await manageTokenOf(created.id);
    // The answer on screen carries the same link as the email (decision 0089).
    expect(created.managePath).toBe(`/manage-booking/${token}`);
    const opened = await t.app.inject({ url: `/api/experience-bookings/manage/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toMatchObject({
      bookingReference: created.bookingReference,
      status: 'confirmed',
      bookingDate: '2027-04-05',
      startsAt: '2027-04-04T22:30:00.000Z',
      // the default cut-off: 48 hours before the start
      cancelUntil: '2027-04-02T22:30:00.000Z',
      cancellable: true,
      experience: { id: experience.id, title: 'Guided Bushwalk' },
    });
    // A scanner following every link in the email: nothing changes.
    for (const url of [
      `/api/experience-bookings/manage/${token}`,
      `/api/experience-bookings/manage/${token}/cancel`,
    ]) {
      await t.app.inject({ method: 'GET', url });
      await t.app.inject({ method: 'HEAD', url });
    }
    const [row] = await t.db.select().from(experienceBookings).where(eq(experienceBookings.id, created.id));
    expect(row.status).toBe('confirmed');
  });

  it('cancels with a POST before the cut-off and tells the owner', async () => {
    const experience = await insertExperience(t.db, { cancellationCutoffHours: 48 });
    const created = (await book(form(experience.id))).json();
    const token = await manageTokenOf(created.id);
    clock = new Date('2027-04-02T22:59:00Z'); // 48 h and 1 min before 09:00 on 5 April
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/experience-bookings/manage/${token}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    const [row] = await t.db.select().from(experienceBookings).where(eq(experienceBookings.id, created.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'guest' });
    expect(row.cancelledAt?.toISOString()).toBe('2027-04-02T22:59:00.000Z');
    const emails = (await listOutboxEmails(t.db)).filter((e) => e.experienceBookingId === created.id);
    expect(emails.map((e) => e.kind).sort()).toEqual([
      'booking-cancellation',
      'booking-cancellation-notice',
      'booking-confirmation',
      'booking-notice',
    ]);
    // Pressing the button twice: the same answer, no second email.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/experience-bookings/manage/${token}/cancel`,
    });
    expect(again.statusCode).toBe(200);
    expect((await listOutboxEmails(t.db)).filter((e) => e.experienceBookingId === created.id)).toHaveLength(
      4,
    );
  });

  it('refuses to cancel after the cut-off (409) and keeps the booking', async () => {
    const experience = await insertExperience(t.db, { cancellationCutoffHours: 48 });
    const created = (await book(form(experience.id))).json();
    const token = await manageTokenOf(created.id);
    clock = new Date('2027-04-02T23:00:00Z'); // exactly 48 hours before
    const opened = await t.app.inject({ url: `/api/experience-bookings/manage/${token}` });
    expect(opened.json().cancellable).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/experience-bookings/manage/${token}/cancel`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This booking can no longer be cancelled online (it could be until 48 hours before the start). Please contact your host.',
    );
    const [row] = await t.db.select().from(experienceBookings).where(eq(experienceBookings.id, created.id));
    expect(row.status).toBe('confirmed');
  });

  it('answers an unknown or malformed token with 404 or 400, never 500', async () => {
    const unknown = 'A'.repeat(43);
    expect((await t.app.inject({ url: `/api/experience-bookings/manage/${unknown}` })).json()).toEqual({
      message: 'This booking link is not valid. Please check the link in your email.',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/experience-bookings/manage/${unknown}/cancel` }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/experience-bookings/manage/short' })).statusCode).toBe(400);
  });
});

describe('the owner', () => {
  it('lists bookings with their experience, filtered, admin only', async () => {
    const experience = await insertExperience(t.db, { title: 'Owner List Walk' });
    await book(form(experience.id, { bookingDate: '2027-04-12' }));
    await book(form(experience.id, { bookingDate: '2027-04-06' }));
    await t.expectAdminOnly('GET', '/api/experience-bookings');
    const response = await t.asAdmin('GET', `/api/experience-bookings?experienceId=${experience.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((b: { bookingDate: string }) => b.bookingDate)).toEqual(['2027-04-06', '2027-04-12']);
    expect(list[0]).toMatchObject({
      experienceTitle: 'Owner List Walk',
      status: 'confirmed',
      guestPhone: '0400 123 456',
    });
    expect(list[0]).not.toHaveProperty('manageTokenHash');
    const filtered = await t.asAdmin(
      'GET',
      `/api/experience-bookings?experienceId=${experience.id}&from=2027-04-10`,
    );
    expect(filtered.json()).toHaveLength(1);
    expect((await t.asAdmin('GET', '/api/experience-bookings?status=waiting')).statusCode).toBe(400);
  });

  it('moves a confirmed booking to cancelled, completed or no-show, and no further', async () => {
    const experience = await insertExperience(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(form(experience.id))).json().id);
    await t.expectAdminOnly('PUT', `/api/experience-bookings/${ids[0]}`, { status: 'completed' });
    const completed = await t.asAdmin('PUT', `/api/experience-bookings/${ids[0]}`, { status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', cancelledAt: null });
    expect(
      (await t.asAdmin('PUT', `/api/experience-bookings/${ids[1]}`, { status: 'no-show' })).json().status,
    ).toBe('no-show');
    const cancelled = await t.asAdmin('PUT', `/api/experience-bookings/${ids[2]}`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'owner' });
    // The guest is told: a cancellation email, without a manage link.
    const email = (await listOutboxEmails(t.db)).find(
      (e) => e.experienceBookingId === ids[2] && e.kind === 'booking-cancellation',
    );
    expect(email?.toAddress).toBe('jane@example.com');
    expect(email?.text).not.toContain('/manage-booking/');

    const back = await t.asAdmin('PUT', `/api/experience-bookings/${ids[0]}`, { status: 'no-show' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'This booking is already completed; only a confirmed booking can change.',
    );
    expect(
      (await t.asAdmin('PUT', `/api/experience-bookings/${ids[0]}`, { status: 'confirmed' })).statusCode,
    ).toBe(400);
    expect(
      (await t.asAdmin('PUT', '/api/experience-bookings/999999', { status: 'completed' })).statusCode,
    ).toBe(404);
  });

  it('exports CSV with the inbox’s formula protection', async () => {
    const experience = await insertExperience(t.db, { title: 'CSV Export Tour' });
    // A name cannot start a formula any more (issue 42); the requests still can.
    await book(
      form(experience.id, { guestName: 'Eve Example', specialRequests: '=HYPERLINK("http://evil.example")' }),
    );
    await t.expectAdminOnly('GET', '/api/experience-bookings/export');
    const response = await t.asAdmin('GET', `/api/experience-bookings/export?experienceId=${experience.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="experience-bookings-2027-03-30\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Reference","Experience","Date","Participants","Total","Status","Name","Email","Phone","Requests","Booked at","Cancelled at"',
    );
    expect(lines[1]).toContain('"CSV Export Tour","2027-04-05","2","190.00","confirmed","Eve Example"');
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.example"")","2027-03-30 11:00",""');
  });

  it('gives the dashboard its numbers', async () => {
    await t.expectAdminOnly('GET', '/api/experience-bookings/summary');
    const before = (await t.asAdmin('GET', '/api/experience-bookings/summary')).json();
    const experience = await insertExperience(t.db, { price: '100.05' });
    await book(form(experience.id, { participants: 3 }));
    const after = (await t.asAdmin('GET', '/api/experience-bookings/summary')).json();
    expect(after.upcoming).toBe(before.upcoming + 1);
    expect(after.upcomingParticipants).toBe(before.upcomingParticipants + 3);
    expect(after.madeLast30Days).toBe(before.madeLast30Days + 1);
    // 300.15 more, added as decimals
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    expect(cents(after.revenueLast30Days) - cents(before.revenueLast30Days)).toBe(30015n);
    expect(after.revenueLast30Days).toMatch(/^\d+\.\d{2}$/);
    expect(after.nextBooking).toMatchObject({ bookingDate: expect.any(String) });
  });
});

describe('the analytics funnel', () => {
  const BROWSER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const view = (path: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
      payload: { name: 'page_view', path },
    });

  it('counts views of each experience’s page and the bookings made of it', async () => {
    clock = new Date('2029-06-01T02:00:00Z'); // a quiet day of its own, far from the other tests
    const walk = await insertExperience(t.db, { title: 'Funnel Walk', advanceWindowDays: 365 });
    const dinner = await insertExperience(t.db, { title: 'Funnel Dinner', advanceWindowDays: 365 });
    for (let i = 0; i < 4; i++)
      expect((await view(`/experiences/${walk.id}`, `10.35.0.${i}`)).statusCode).toBe(204);
    expect((await view(`/experiences/${dinner.id}`, '10.35.1.1')).statusCode).toBe(204);
    expect((await view('/experiences/999999', '10.35.1.2')).statusCode).toBe(204); // no such experience
    expect((await view('/experiences', '10.35.1.3')).statusCode).toBe(204); // the list is not one experience
    for (const email of ['a@example.com', 'b@example.com']) {
      expect((await book(form(walk.id, { bookingDate: '2029-06-11', guestEmail: email }))).statusCode).toBe(
        201,
      );
    }
    const response = await t.asAdmin('GET', '/api/analytics/summary?days=30');
    expect(response.statusCode).toBe(200);
    expect(response.json().experienceFunnel).toEqual({
      views: 5,
      bookings: 2,
      untrackedBookings: 0,
      conversion: 0.4,
      byExperience: [
        { experienceId: walk.id, title: 'Funnel Walk', views: 4, bookings: 2, untrackedBookings: 0 },
        { experienceId: dinner.id, title: 'Funnel Dinner', views: 1, bookings: 0, untrackedBookings: 0 },
      ],
    });
  });

  it('counts bookings beyond the tracked views apart, so the conversion never passes 100%', async () => {
    clock = new Date('2029-09-01T02:00:00Z'); // another quiet day of its own
    const walk = await insertExperience(t.db, { title: 'Untracked Walk', advanceWindowDays: 365 });
    const boat = await insertExperience(t.db, { title: 'Untracked Boat', advanceWindowDays: 365 });
    expect((await view(`/experiences/${walk.id}`, '10.36.0.1')).statusCode).toBe(204);
    for (let i = 0; i < 2; i++)
      expect((await view(`/experiences/${boat.id}`, `10.36.1.${i}`)).statusCode).toBe(204);
    // Three bookings of the walk after one tracked view (the others' browsers said Do Not Track).
    for (const email of ['c@example.com', 'd@example.com', 'e@example.com']) {
      expect((await book(form(walk.id, { bookingDate: '2029-09-11', guestEmail: email }))).statusCode).toBe(
        201,
      );
    }
    expect(
      (await book(form(boat.id, { bookingDate: '2029-09-11', guestEmail: 'f@example.com' }))).statusCode,
    ).toBe(201);
    const funnel = (await t.asAdmin('GET', '/api/analytics/summary?days=30')).json().experienceFunnel;
    expect(funnel).toEqual({
      views: 3,
      bookings: 4,
      untrackedBookings: 2,
      // One walk booking from its one view, one boat booking from two views: 2 of 3.
      conversion: 2 / 3,
      byExperience: [
        { experienceId: walk.id, title: 'Untracked Walk', views: 1, bookings: 3, untrackedBookings: 2 },
        { experienceId: boat.id, title: 'Untracked Boat', views: 2, bookings: 1, untrackedBookings: 0 },
      ],
    });
    expect(funnel.conversion).toBeLessThanOrEqual(1);
  });
});

describe('issue 42: what the form may say, and bookings that wait for the guest', () => {
  const outboxOf = async (bookingId: number) =>
    (await listOutboxEmails(t.db)).filter((e) => e.experienceBookingId === bookingId);
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/experience-bookings/manage/${token}/confirm` });

  it('takes a name that looks like a name, and nothing else, with a plain message', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 100 });
    for (const guestName of [
      'Customer, your account is suspended',
      'Verify at https://bank.example',
      'www.bank.example',
      'jane@example.com',
      'Call 0400123456',
      'A'.repeat(81),
    ]) {
      const response = await book(form(experience.id, { guestName }));
      expect(response.statusCode, guestName).toBe(400);
      expect(response.json().errors).toEqual({
        guestName:
          'Please enter your name in letters (spaces, apostrophes, hyphens and dots are fine), at most 80 characters',
      });
    }
    for (const guestName of [
      "Zoë O'Brien-Smith Jr.",
      'J.R.R. Tolkien',
      'José María García López',
      '李小龍',
      'A'.repeat(80),
    ]) {
      expect((await book(form(experience.id, { guestName, participants: 1 }))).statusCode, guestName).toBe(
        201,
      );
    }
  });

  it('asks for a phone number of at least 6 digits, keeping the spec’s message for none', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 100 });
    for (const guestPhone of ['abc', '12345', '0400 123 456 call me']) {
      const response = await book(form(experience.id, { guestPhone }));
      expect(response.statusCode, guestPhone).toBe(400);
      expect(response.json().errors).toEqual({
        guestPhone: 'Please enter a phone number with at least 6 digits',
      });
    }
    expect((await book(form(experience.id, { guestPhone: ' ' }))).json().errors).toEqual({
      guestPhone: 'Phone number is required',
    });
    for (const guestPhone of ['+61 (2) 4787-0000', '123456', '0400.123.456']) {
      expect((await book(form(experience.id, { guestPhone, participants: 1 }))).statusCode).toBe(201);
    }
  });

  it('sends the special requests to the owner only; the emails are built after the commit', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 10 });
    const phishing = 'Verify your bank details at https://phish.example/login';
    const created = (await book(form(experience.id, { specialRequests: phishing }))).json();
    const emails = await outboxOf(created.id);
    const guest = emails.find((e) => e.kind === 'booking-confirmation');
    const owner = emails.find((e) => e.kind === 'booking-notice');
    // Built by the time the guest is answered, from the draft written in the booking's transaction.
    expect(guest?.text).toContain('Dear Jane Guest,');
    expect(guest?.attachments).toHaveLength(1);
    expect(guest?.text).not.toContain('phish');
    expect(guest?.attachments[0]?.content).not.toContain('phish');
    expect(owner?.text).toContain(phishing);
  });

  it('makes the third booking in an hour from one address wait for the guest, holding no places', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 10, title: 'Pending Walk' });
    const address = '203.0.113.7';
    for (const email of ['one@example.com', 'two@example.com']) {
      const ok = await book(form(experience.id, { guestEmail: email }), newKey(), address);
      expect(ok.json().status).toBe('confirmed');
    }
    const third = await book(form(experience.id, { guestEmail: 'three@example.com' }), newKey(), address);
    expect(third.statusCode).toBe(201);
    // Its link confirms it, which must prove the address: it goes by email only, never on screen.
    expect(third.json()).toMatchObject({ status: 'pending', emailQueued: true, managePath: null });
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(4);
    const availability = await t.app.inject({
      url: `/api/experiences/${experience.id}/availability?from=2027-04-05&to=2027-04-05`,
    });
    expect(availability.json().dates).toEqual([{ date: '2027-04-05', placesLeft: 6 }]);

    // The guest alone is asked to confirm; the owner hears once it is confirmed.
    const emails = await outboxOf(third.json().id);
    expect(emails.map((e) => e.kind)).toEqual(['booking-pending']);
    expect(emails[0].toAddress).toBe('three@example.com');
    expect(emails[0].subject).toBe(
      `Please confirm your booking: Pending Walk, Monday 5 April 2027 (${third.json().bookingReference})`,
    );
    const token = /\/manage-booking\/([A-Za-z0-9_-]{43})/.exec(emails[0].text)?.[1] ?? '';
    expect(emails[0].text).toContain('within 30 minutes');

    // The owner sees it, marked.
    const list = await t.asAdmin(
      'GET',
      `/api/experience-bookings?experienceId=${experience.id}&status=pending`,
    );
    expect(list.json().map((b: { guestEmail: string }) => b.guestEmail)).toEqual(['three@example.com']);

    // Opening the link (a mail scanner too) changes nothing; the button's POST confirms.
    const opened = await t.app.inject({ url: `/api/experience-bookings/manage/${token}` });
    expect(opened.json()).toMatchObject({ status: 'pending', cancellable: false });
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(4);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', cancellable: true });
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(6);
    expect((await outboxOf(third.json().id)).map((e) => e.kind)).toEqual([
      'booking-pending',
      'booking-confirmation',
      'booking-notice',
    ]);
    // A second press: the same answer, no more emails.
    expect((await confirm(token)).json().status).toBe('confirmed');
    expect(await outboxOf(third.json().id)).toHaveLength(3);
  });

  it('counts an IPv6 network by its /64', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 100 });
    const statuses = [];
    for (const address of [
      '2001:db8:42:7::1',
      '2001:db8:42:7:abcd::2',
      '2001:db8:42:7:ffff:ffff:ffff:ffff',
    ]) {
      statuses.push((await book(form(experience.id, { participants: 1 }), newKey(), address)).json().status);
    }
    expect(statuses).toEqual(['confirmed', 'confirmed', 'pending']);
    expect(
      (await book(form(experience.id, { participants: 1 }), newKey(), '2001:db8:42:8::1')).json().status,
    ).toBe('confirmed');
  });

  it('makes a booking of more than half a date’s places wait, counting the address’s own', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 6 });
    expect((await book(form(experience.id, { participants: 4 }))).json().status).toBe('pending');
    const address = '198.51.100.9';
    expect((await book(form(experience.id, { participants: 3 }), newKey(), address)).json().status).toBe(
      'confirmed',
    );
    expect((await book(form(experience.id, { participants: 1 }), newKey(), address)).json().status).toBe(
      'pending',
    );
  });

  it('checks the places again when the guest confirms (409 when taken meanwhile)', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 6 });
    const pending = (await book(form(experience.id, { participants: 4 }))).json();
    expect(pending.status).toBe('pending');
    expect((await book(form(experience.id, { participants: 3 }))).json().status).toBe('confirmed');
    const refused = await confirm(await pendingTokenOf(pending.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Sorry, only 3 places are left on this date.', placesLeft: 3 });
    expect(await confirmedParticipants(experience.id, '2027-04-05')).toBe(3);
  });

  it('expires a pending booking after 30 minutes: it cannot be confirmed and reads as expired', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 6 });
    const pending = (await book(form(experience.id, { participants: 4 }))).json();
    const token = await pendingTokenOf(pending.id);
    clock = new Date(START.getTime() + 30 * 60_000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This booking was not confirmed within 30 minutes and has expired, so no places were kept. Please book again.',
    );
    expect((await t.app.inject({ url: `/api/experience-bookings/manage/${token}` })).json().status).toBe(
      'expired',
    );
    const query = `/api/experience-bookings?experienceId=${experience.id}`;
    expect((await t.asAdmin('GET', `${query}&status=pending`)).json()).toEqual([]);
    expect((await t.asAdmin('GET', `${query}&status=expired`)).json()).toHaveLength(1);
    expect((await t.asAdmin('GET', query)).json()[0].status).toBe('expired');
  });

  it('lets 50 posts from 3 addresses take no more than six bookings’ places across the window', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 4, availableDays: [...WEEK] });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(
          form(experience.id, { participants: 2, bookingDate: addDays('2027-04-01', i) }),
          newKey(),
          `192.0.2.${i % 3}`,
        ),
      ),
    );
    const statuses = responses.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(6);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(44);
  });

  async function pendingTokenOf(bookingId: number) {
    const email = (await outboxOf(bookingId)).find((e) => e.kind === 'booking-pending');
    return /\/manage-booking\/([A-Za-z0-9_-]{43})/.exec(email?.text ?? '')?.[1] ?? '';
  }
});

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

import { describe, expect, it } from 'vitest';
import { dependenciesOfReads } from '../../src/server/delivery/cache/cacheable-routes.js';
import {
  insertAttraction,
  insertExperience,
  insertExperienceBooking,
} from '../../src/server/demo/factories.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { api } from '../../src/shared/routes.js';
import { setUpTestApp } from '../helpers/test-app.js';

/** Issue 35: the owner's bookable experiences and their public reads. */

const t = setUpTestApp();
const { asAdmin } = t;

/** What the back office's form sends. */
const formPayload = (overrides: object = {}) => ({
  title: 'Sauna and Stars Evening',
  description: 'Rounds of heat and cool night air under the darkest skies near Sydney.',
  image: '/uploads/sauna.webp',
  imageAlt: 'A glowing barrel sauna under the Milky Way',
  price: '95',
  duration: '2.5 hours',
  provider: 'Kanimbla Sky & Sauna',
  location: 'The sauna deck at the chalet',
  availableDays: ['friday', 'Saturday', 'FRIDAY'],
  maxParticipants: '6',
  ...overrides,
});

describe('the owner’s experiences', () => {
  it('creates one with the rules’ defaults, the price a decimal string and the days in week order', async () => {
    await t.expectAdminOnly('POST', api.experiences, formPayload());
    const response = await asAdmin('POST', api.experiences, formPayload());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      price: '95.00',
      availableDays: ['Friday', 'Saturday'],
      maxParticipants: 6,
      attractionId: null,
      details: {},
      isActive: true,
      startTime: '09:00',
      durationMinutes: 120,
      leadTimeHours: 24,
      advanceWindowDays: 180,
      cancellationCutoffHours: 48,
    });
  });

  it('names what is wrong with each field', async () => {
    const response = await asAdmin('POST', api.experiences, {
      title: '',
      description: '',
      image: 'javascript:alert(1)',
      price: '12.345',
      duration: '',
      provider: '',
      location: '',
      availableDays: ['Funday'],
      maxParticipants: 0,
      startTime: '25:00',
      leadTimeHours: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      image: 'Image URL must be a site path starting with / or an http(s) URL',
      price: 'Price must be an amount such as 145.00',
      duration: 'Duration is required',
      provider: 'Provider is required',
      location: 'Location is required',
      availableDays: 'Each day must be a weekday name such as Monday',
      maxParticipants: 'Maximum participants must be a whole number from 1 to 500',
      startTime: 'Start time must be a time such as 09:30',
      leadTimeHours: 'Lead time (hours) must be a whole number from 0 to 720',
    });
  });

  it('refuses a price given as a binary floating-point number, and no days at all', async () => {
    const response = await asAdmin('POST', api.experiences, formPayload({ price: 95.5, availableDays: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      price: 'Price must be an amount such as 145.00',
      availableDays: 'Choose at least one day',
    });
  });

  it('links an existing attraction only', async () => {
    const attraction = await insertAttraction(t.db);
    const linked = await asAdmin('POST', api.experiences, formPayload({ attractionId: attraction.id }));
    expect(linked.json().attractionId).toBe(attraction.id);
    const missing = await asAdmin('POST', api.experiences, formPayload({ attractionId: 999_999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ attractionId: 'Attraction not found' });
  });

  it('updates the fields given and leaves the rest', async () => {
    const experience = await insertExperience(t.db, { price: '120.00' });
    await t.expectAdminOnly('PUT', adminApi.experience(experience.id), { price: '130' });
    const response = await asAdmin('PUT', adminApi.experience(experience.id), {
      price: '130.5',
      leadTimeHours: 48,
      cancellationCutoffHours: 72,
      startTime: '18:30',
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: experience.title,
      price: '130.50',
      leadTimeHours: 48,
      cancellationCutoffHours: 72,
      startTime: '18:30',
      isActive: false,
    });
    expect((await asAdmin('PUT', adminApi.experience(999_999), { price: '1' })).statusCode).toBe(404);
  });

  it('keeps the owner’s optional "How to pay" line, shows it to guests, and clears it when blank', async () => {
    const howToPay = 'Pay the guide on the day, cash or card';
    const created = await asAdmin('POST', api.experiences, formPayload({ howToPay: `  ${howToPay} ` }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json().howToPay).toBe(howToPay);
    const listed = (await t.app.inject({ url: api.experiences })).json();
    expect(listed.find((e: { id: number }) => e.id === id)?.howToPay).toBe(howToPay);
    // Without one (the default), nothing is said.
    expect((await asAdmin('POST', api.experiences, formPayload())).json().howToPay).toBeNull();
    const cleared = await asAdmin('PUT', adminApi.experience(id), { howToPay: '  ' });
    expect(cleared.json().howToPay).toBeNull();
    const tooLong = await asAdmin('PUT', adminApi.experience(id), { howToPay: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('How to pay must be at most 300 characters');
  });

  it('deletes an experience without bookings, and refuses one with bookings (make it inactive)', async () => {
    const unused = await insertExperience(t.db);
    await t.expectAdminOnly('DELETE', adminApi.experience(unused.id));
    expect((await asAdmin('DELETE', adminApi.experience(unused.id))).json()).toEqual({ success: true });
    const booked = await insertExperience(t.db);
    await insertExperienceBooking(t.db, { experienceId: booked.id });
    const refused = await asAdmin('DELETE', adminApi.experience(booked.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This experience has 1 booking: make it inactive instead of deleting it.',
    );
    expect((await asAdmin('DELETE', adminApi.experience(999_999))).statusCode).toBe(404);
  });
});

describe('the public reads', () => {
  it('lists the active experiences to anyone, alphabetically; every one to the owner with ?all=true', async () => {
    const active = await insertExperience(t.db, { title: 'aaa Active Walk' });
    const hidden = await insertExperience(t.db, { title: 'aaa Hidden Walk', isActive: false });
    const list = await t.app.inject({ url: api.experiences });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((e: { id: number }) => e.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(hidden.id);
    const titles: string[] = list.json().map((e: { title: string }) => e.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));

    await t.expectAdminOnly('GET', adminApi.allExperiences);
    const all = await asAdmin('GET', adminApi.allExperiences);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json().map((e: { id: number }) => e.id)).toContain(hidden.id);
  });

  it('shows an active experience to anyone and an inactive one to the owner only', async () => {
    const active = await insertExperience(t.db);
    const hidden = await insertExperience(t.db, { isActive: false });
    expect((await t.app.inject({ url: adminApi.experience(active.id) })).json()).toMatchObject({
      id: active.id,
      price: '95.00',
    });
    expect((await t.app.inject({ url: adminApi.experience(hidden.id) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: api.experienceAvailability(hidden.id) })).statusCode).toBe(404);
    const owner = await asAdmin('GET', adminApi.experience(hidden.id));
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: adminApi.experience(999_999) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/experiences/abc' })).statusCode).toBe(400);
  });

  it('tells a page built from one experience’s reads which tables it shows', () => {
    expect(dependenciesOfReads([adminApi.experience(3)])).toEqual(['bookable_experiences']);
    expect(
      dependenciesOfReads([adminApi.experience(3), api.experienceAvailability(3, { from: '2027-04-01' })]),
    ).toEqual(['bookable_experiences', 'experience_bookings']);
    expect(dependenciesOfReads([adminApi.experience(3), api.experienceBookings])).toBe('all');
  });

  it('serves the public reads from the render cache until an experience or a booking changes', async () => {
    const experience = await insertExperience(t.db);
    const urls = [
      api.experiences,
      adminApi.experience(experience.id),
      api.experienceAvailability(experience.id),
    ];
    for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(200);
    for (const url of urls) expect(await t.app.cachedBody(url), url).toBeDefined();
    // A booking changes the places left, not the experiences themselves.
    await insertExperienceBooking(t.db, { experienceId: experience.id });
    expect(await t.app.cachedBody(api.experiences)).toBeDefined();
    expect(await t.app.cachedBody(adminApi.experience(experience.id))).toBeDefined();
    expect(await t.app.cachedBody(api.experienceAvailability(experience.id))).toBeUndefined();
    // The owner's save: what was cached shows the change (rebuilt before the reply on PGlite, decision
    // 0035, or at the next read).
    await asAdmin('PUT', adminApi.experience(experience.id), { maxParticipants: 9 });
    for (const url of [api.experiences, adminApi.experience(experience.id)]) {
      const read = await t.app.inject({ url });
      expect(read.body, url).toContain('"maxParticipants":9');
      expect((await t.app.cachedBody(url))?.toString(), url).toBe(read.body);
    }
  });
});

describe('booking rate limit', () => {
  it('takes BOOKING_RATE_LIMIT (20) bookings an hour from one address, then answers 429', async () => {
    const experience = await insertExperience(t.db, { maxParticipants: 500 });
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const book = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: api.experienceBookings,
        remoteAddress: '10.35.9.9',
        payload: {
          experienceId: experience.id,
          guestName: `Guest ${String.fromCharCode(65 + i)}`, // a name has no digits (issue 42)
          guestEmail: `guest${i}@example.com`,
          guestPhone: '0400 000 000',
          bookingDate: date,
          participants: 1,
        },
      });
    for (let i = 0; i < 20; i++) expect((await book(i)).statusCode).toBe(201);
    const refused = await book(20);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many bookings from this address. Please try again later.');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState, demoRecords, rooms, testimonials } from '../../src/server/db/schema.js';
import { seedAvailabilityDemo } from '../../src/server/demo/availability-demo.js';
import {
  AMENITIES,
  ATTRACTION_CATEGORIES,
  CHECK_IN_INSTRUCTIONS,
  CONTACT_SUBMISSIONS,
  EXPERIENCES,
  GALLERY,
  GUEST_INFO,
  ROOMS,
  TESTIMONIALS,
} from '../../src/server/demo/content.js';
import { backfillDemoRecords, DEMO_RECORDED_KEY } from '../../src/server/demo/demo-records.js';
import { insertAttraction, insertExperienceBooking } from '../../src/server/demo/factories.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { api } from '../../src/shared/routes.js';
import type { DemoContentCounts, DemoContentPreview } from '../../src/shared/schemas/setup.js';
import { createTestApp, seedDemoSite, type TestApp } from '../helpers/test-app.js';

/** Issue 45 item 5: "Remove demo content" removes every record the demo made, edited ones only when ticked. */

const SEEDED: DemoContentCounts = {
  experiences: EXPERIENCES.length,
  rooms: ROOMS.length,
  amenities: AMENITIES.length,
  attractions: ATTRACTION_CATEGORIES.flatMap((c) => c.attractions).length,
  attractionCategories: ATTRACTION_CATEGORIES.length,
  guestInfoItems: GUEST_INFO.flatMap((c) => c.items).length,
  guestInfoCategories: GUEST_INFO.length,
  checkInInstructions: CHECK_IN_INSTRUCTIONS.length,
  testimonials: TESTIMONIALS.length,
  galleryImages: GALLERY.length,
  contactSubmissions: CONTACT_SUBMISSIONS.length,
  accessCodes: 2,
  experienceBookings: 0,
  feeds: 1,
};
const NOTHING = Object.fromEntries(Object.keys(SEEDED).map((kind) => [kind, 0]));

async function demoSite(): Promise<TestApp> {
  const t = await createTestApp();
  await seedDemoSite(t);
  await seedAvailabilityDemo(t.db, { timeZone: 'Australia/Sydney', now: new Date() });
  return t;
}

function as(t: TestApp) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: await t.adminCookie() },
      ...(payload ? { payload } : {}),
    });
}

async function preview(t: TestApp): Promise<DemoContentPreview> {
  const response = await as(t)('GET', adminApi.demoContent);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const list = async (t: TestApp, url: string) => (await as(t)('GET', url)).json() as { id: number }[];

describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await demoSite();
  });
  afterAll(() => t.close());

  it('is the owner’s only', async () => {
    expect((await t.app.inject({ method: 'GET', url: adminApi.demoContent })).statusCode).toBe(401);
    const post = { method: 'POST' as const, url: adminApi.demoContentRemove, payload: { removeEdited: [] } };
    expect((await t.app.inject(post)).statusCode).toBe(401);
    expect((await t.app.inject({ ...post, headers: { cookie: await t.userCookie() } })).statusCode).toBe(403);
  });

  it('counts every kind the seed made, and nothing edited on a fresh demo site', async () => {
    expect(await preview(t)).toEqual({ counts: SEEDED, edited: [] });
  });

  it('lists the records the owner edited, not those only reordered, switched off or read', async () => {
    const admin = as(t);
    const [room] = await list(t, api.rooms);
    const edit = await admin('PUT', adminApi.room(room.id), {
      description: 'Our own words about the suite.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [instruction] = await list(t, adminApi.checkInInstructionsAll);
    expect(
      (await admin('PUT', adminApi.checkInInstruction(instruction.id), { sortOrder: 9 })).statusCode,
    ).toBe(200);
    const reviews = await list(t, adminApi.testimonials);
    const review = await admin('PUT', adminApi.testimonial(reviews[0].id), { isActive: false });
    expect(review.statusCode, review.body).toBe(200);

    const { counts, edited } = await preview(t);
    expect(edited).toEqual([{ kind: 'rooms', id: room.id, label: expect.any(String) }]);
    expect(counts).toEqual(SEEDED);
  });

  it('refuses a ticked record that is not demo content, and removes nothing then', async () => {
    const admin = as(t);
    for (const removeEdited of [
      [{ kind: 'rooms', id: 999_999 }],
      [{ kind: 'users', id: 1 }],
      [{ kind: 'rooms', id: 0 }],
    ]) {
      const response = await admin('POST', adminApi.demoContentRemove, { removeEdited });
      expect(response.statusCode, JSON.stringify(removeEdited)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await admin('POST', adminApi.demoContentRemove, {})).statusCode).toBe(400);
    expect((await preview(t)).counts).toEqual(SEEDED);
  });

  it('removes every kind, keeps the edited room, the owner’s own rows and what holds them', async () => {
    const admin = as(t);
    const [experience] = await list(t, adminApi.allExperiences);
    await insertExperienceBooking(t.db, { experienceId: experience.id });
    // The owner's own attraction, in a demo category: the category stays with it.
    const [category] = await list(t, api.attractionCategories);
    const own = await insertAttraction(t.db, { categoryId: category.id, title: 'Our favourite café' });
    const ownMessage = await t.app.inject({
      method: 'POST',
      url: api.contact,
      payload: {
        name: 'Real Guest',
        email: 'real@guest.example',
        subject: 'Easter',
        message: 'Is Easter free this year?',
      },
    });
    expect(ownMessage.statusCode, ownMessage.body).toBe(201);

    const { counts, edited } = await preview(t);
    expect(counts).toEqual({
      ...SEEDED,
      attractionCategories: SEEDED.attractionCategories - 1,
      experienceBookings: 1,
    });
    const response = await admin('POST', adminApi.demoContentRemove, { removeEdited: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      removed: { ...counts, rooms: SEEDED.rooms - 1 },
      // The edited room, and the category holding the owner's attraction.
      kept: 2,
    });

    const [keptRoom] = edited;
    expect((await list(t, api.rooms)).map((r) => r.id)).toEqual([keptRoom.id]);
    expect(await list(t, adminApi.allExperiences)).toEqual([]);
    expect((await list(t, api.attractions)).map((a) => a.id)).toEqual([own.id]);
    expect((await list(t, api.attractionCategories)).map((c) => c.id)).toEqual([category.id]);
    for (const url of [
      api.amenities,
      api.gallery,
      api.guestInfoCategories,
      api.guestInfoItems,
      adminApi.testimonials,
      adminApi.checkInInstructionsAll,
      adminApi.accessCodes,
      adminApi.availabilityFeeds,
    ]) {
      expect(await list(t, url), url).toEqual([]);
    }
    const messages = (await list(t, api.contact)) as unknown as { email: string }[];
    expect(messages.map((m) => m.email)).toEqual(['real@guest.example']);
    // The dashboard counts what is there: the demo's enquiries and bookings are gone from it.
    const summary = (await admin('GET', adminApi.analyticsSummary(30))).json();
    expect(summary.totals.enquiries).toBe(1);
    expect(summary.experienceFunnel.bookings).toBe(0);
  });

  it('finds nothing the second time: what was kept is the owner’s now', async () => {
    expect(await preview(t)).toEqual({ counts: NOTHING, edited: [] });
    const again = await as(t)('POST', adminApi.demoContentRemove, { removeEdited: [] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ removed: NOTHING, kept: 0 });
    const checklist = (await as(t)('GET', adminApi.setupChecklist)).json();
    expect(checklist.items.find((item: { id: string }) => item.id === 'demo-content').done).toBe(true);
  });
});

describe('an edited demo record ticked for removal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await demoSite();
  });
  afterAll(() => t.close());

  it('is removed with the rest', async () => {
    const admin = as(t);
    const [review] = await list(t, adminApi.testimonials);
    const edit = await admin('PUT', adminApi.testimonial(review.id), {
      comment: 'Changed by the owner, then given up.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const { edited } = await preview(t);
    expect(edited).toEqual([{ kind: 'testimonials', id: review.id, label: expect.any(String) }]);

    const response = await admin('POST', adminApi.demoContentRemove, {
      removeEdited: edited.map(({ kind, id }) => ({ kind, id })),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ removed: SEEDED, kept: 0 });
    expect(await list(t, adminApi.testimonials)).toEqual([]);
  });
});

describe('a database seeded before the demo rows were recorded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await demoSite();
  });
  afterAll(() => t.close());

  it('has them recorded once at start, its edits recognised', async () => {
    // As an earlier version left it: no records, then the owner's edits.
    await t.db.delete(demoRecords);
    await t.db.delete(appState).where(eq(appState.key, DEMO_RECORDED_KEY));
    const [room] = await t.db.select().from(rooms).limit(1);
    await t.db.update(rooms).set({ name: 'The Owner’s Suite' }).where(eq(rooms.id, room.id));
    const [review] = await t.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.name, TESTIMONIALS[1].name));
    await t.db
      .update(testimonials)
      .set({ comment: 'Rewritten by the owner.' })
      .where(eq(testimonials.id, review.id));

    expect(await backfillDemoRecords(t.db)).toBe(Object.values(SEEDED).reduce((a, b) => a + b, 0) - 1);
    expect(await backfillDemoRecords(t.db)).toBeNull();
    const { counts, edited } = await preview(t);
    expect(counts).toEqual(SEEDED);
    expect(edited.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'rooms', id: room.id },
      { kind: 'testimonials', id: review.id },
    ]);
  });
});

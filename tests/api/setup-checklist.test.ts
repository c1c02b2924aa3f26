import { beforeAll, describe, expect, it } from 'vitest';
import { seedAvailabilityDemo } from '../../src/server/demo/availability-demo.js';
import { TESTIMONIALS } from '../../src/server/demo/content.js';
import { createFeed } from '../../src/server/modules/availability/availability.repository.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { api } from '../../src/shared/routes.js';
import type { SetupChecklist } from '../../src/shared/schemas/setup.js';
import { MAIL_OWNER, setUpMailTestApp } from '../helpers/mail-test-app.js';
import { createTestApp, seedDemoSite } from '../helpers/test-app.js';

/** Issue 37 item 1: what is left to set up, the test email through the outbox, removing the demo. */

const { t, smtp, startWorker } = setUpMailTestApp({ OUTBOX_RETRY_MS: 10 });
const asAdmin = t.asAdmin;

beforeAll(async () => {
  await seedDemoSite(t);
  await seedAvailabilityDemo(t.db, { timeZone: 'Australia/Sydney', now: new Date() });
});

async function checklist(): Promise<SetupChecklist> {
  const response = await asAdmin('GET', adminApi.setupChecklist);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const doneOf = async () => Object.fromEntries((await checklist()).items.map((i) => [i.id, i.done]));

describe('setup checklist', () => {
  it('is the owner’s only', async () => {
    for (const [method, url] of [
      ['GET', adminApi.setupChecklist],
      ['POST', adminApi.setupTestEmail],
      ['GET', adminApi.demoContent],
      ['POST', adminApi.demoContentRemove],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      const user = await t.app.inject({ method, url, headers: { cookie: await t.userCookie() } });
      expect(user.statusCode).toBe(403);
    }
  });

  it('starts with every step open on a fresh demo site', async () => {
    const list = await checklist();
    expect(list.items.map((i) => i.id)).toEqual([
      'site-name',
      'booking-link',
      'host-contact',
      'arrival-details',
      'email',
      'password',
      'calendar-feed',
      'demo-content',
    ]);
    expect(list.items.every((i) => !i.done)).toBe(true);
    expect(list.demo).toMatchObject({ accessCodes: 2, feeds: 1, testimonials: TESTIMONIALS.length });
    expect(list.demo.galleryImages).toBeGreaterThan(0);
    expect(list.emailConfigured).toBe(true);
    expect(list.testEmail).toBeNull();
  });

  it('closes the name, arrival details and password steps once they are the owner’s own', async () => {
    expect((await asAdmin('PUT', api.siteSettings, { siteName: 'Kanimbla Alpine Chalet' })).statusCode).toBe(
      200,
    );
    expect((await doneOf())['site-name']).toBe(false);
    expect((await asAdmin('PUT', api.siteSettings, { siteName: 'Megalong Hideaway' })).statusCode).toBe(200);
    expect((await doneOf())['site-name']).toBe(true);

    // The demo's door code is still one of them: not done until all three are the owner's.
    const ownArrival = {
      address: '12 Kanimbla Valley Rd, Kanimbla NSW',
      wifiNetwork: 'Hideaway',
      doorCode: '2790',
    };
    expect((await asAdmin('PUT', adminApi.arrivalSettings, ownArrival)).statusCode).toBe(200);
    expect((await doneOf())['arrival-details']).toBe(false);
    const withOwnCode = await asAdmin('PUT', adminApi.arrivalSettings, {
      ...ownArrival,
      doorCode: '5531',
      wifiPassword: 'own-wifi-pass',
    });
    expect(withOwnCode.statusCode, withOwnCode.body).toBe(200);
    expect((await doneOf())['arrival-details']).toBe(true);

    // The first start's printed password (here: a user made without choosing one) until it is changed.
    expect((await doneOf()).password).toBe(false);
    const changed = await asAdmin('POST', adminApi.password, {
      currentPassword: 'correct horse battery',
      newPassword: 'a valley of our own',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await doneOf()).password).toBe(true);
  });

  it('closes the booking link and host contact steps from the site settings', async () => {
    expect((await asAdmin('PUT', api.siteSettings, { hostPhone: '+61 2 4787 0000' })).statusCode).toBe(200);
    expect((await doneOf())['host-contact']).toBe(false);
    await asAdmin('PUT', api.siteSettings, { hostEmail: 'stay@chalet.example' });
    expect((await doneOf())['host-contact']).toBe(true);

    await asAdmin('PUT', api.siteSettings, { bookingUrl: 'https://www.airbnb.com.au/' });
    expect((await doneOf())['booking-link']).toBe(false);
    await asAdmin('PUT', api.siteSettings, { bookingUrl: 'https://www.airbnb.com.au/rooms/12345' });
    expect((await doneOf())['booking-link']).toBe(true);
  });

  it('sends the test email through the outbox and shows how it went', async () => {
    const queued = await asAdmin('POST', adminApi.setupTestEmail);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'pending', sentAt: null });
    expect((await checklist()).testEmail).toMatchObject({ id: queued.json().id, status: 'pending' });
    expect((await doneOf()).email).toBe(false);

    await startWorker().runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail.recipients).toEqual([MAIL_OWNER]);
    expect(mail.mail.subject).toMatch(/^Test email from /);
    const list = await checklist();
    expect(list.testEmail).toMatchObject({ id: queued.json().id, status: 'sent', lastError: null });
    expect(list.testEmail?.sentAt).toEqual(expect.any(String));
    expect((await doneOf()).email).toBe(true);
  });

  it('reports the mail server’s error while the test email waits for a retry', async () => {
    await smtp.stop();
    try {
      const queued = await asAdmin('POST', adminApi.setupTestEmail);
      await startWorker().runOnce();
      const { testEmail } = await checklist();
      expect(testEmail).toMatchObject({ id: queued.json().id, status: 'pending' });
      expect(testEmail?.lastError).toEqual(expect.any(String));
    } finally {
      await smtp.start();
    }
  });

  it('refuses a test email when email is not configured', async () => {
    const bare = await createTestApp();
    try {
      const cookie = await bare.adminCookie();
      const response = await bare.app.inject({
        method: 'POST',
        url: adminApi.setupTestEmail,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^Email is not set up yet: add your mail server/);
      const list = await bare.app.inject({
        method: 'GET',
        url: adminApi.setupChecklist,
        headers: { cookie },
      });
      expect(list.json().emailConfigured).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('removes the demo content in one go and leaves the owner’s records alone', async () => {
    const ownCode = await asAdmin('POST', adminApi.accessCodes, { code: 'OWN-CODE-1', isActive: true });
    expect(ownCode.statusCode).toBe(201);
    const ownReview = await asAdmin('POST', adminApi.testimonials, {
      name: TESTIMONIALS[0].name,
      location: 'Sydney',
      comment: 'Our own words about the stay.',
      rating: 5,
    });
    expect(ownReview.statusCode).toBe(201);
    const ownPicture = await asAdmin('POST', api.gallery, {
      src: 'https://images.example/own-view.webp',
      title: 'The valley at dawn',
      category: 'views',
    });
    expect(ownPicture.statusCode, ownPicture.body).toBe(201);
    // Stored directly: adding one through the API looks the feed's host up, which a test cannot reach.
    const ownFeed = await createFeed(t.db, {
      label: 'Airbnb',
      url: 'https://www.airbnb.com.au/calendar/ical/1.ics',
    });
    expect((await doneOf())['calendar-feed']).toBe(true);

    const before = (await checklist()).demo;
    const removed = await asAdmin('POST', adminApi.demoContentRemove, { removeEdited: [] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().removed).toEqual(before);

    expect(Object.values((await checklist()).demo).every((n) => n === 0)).toBe(true);
    expect((await doneOf())['demo-content']).toBe(true);

    const codes = (await asAdmin('GET', adminApi.accessCodes)).json() as { id: number }[];
    expect(codes.map((c) => c.id)).toEqual([ownCode.json().id]);
    const reviews = (await asAdmin('GET', adminApi.testimonials)).json() as { id: number }[];
    expect(reviews.map((r) => r.id)).toEqual([ownReview.json().id]);
    const pictures = (await asAdmin('GET', api.gallery)).json() as { id: number }[];
    expect(pictures.map((p) => p.id)).toEqual([ownPicture.json().id]);
    const feeds = (await asAdmin('GET', adminApi.availabilityFeeds)).json() as { id: number }[];
    expect(feeds.map((f) => f.id)).toEqual([ownFeed.id]);

    // Nothing left: a second removal removes nothing.
    const again = await asAdmin('POST', adminApi.demoContentRemove, { removeEdited: [] });
    expect(Object.values(again.json().removed).every((n) => n === 0)).toBe(true);
    expect((await checklist()).items.every((i) => i.done)).toBe(true);
  });
});

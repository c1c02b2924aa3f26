import type { Page } from '@playwright/test';
import { startIcalServer } from '../helpers/ical-server.js';
import { expect, screenshotsAtBothWidths, settleAnimations, test } from './fixtures.js';

/**
 * Issue 37 item 1 (decision 0057): the dashboard lists what is left to set up, each step leaves as it is
 * done, the demo content goes in one confirmed action, and while the booking link is the platform's
 * home page the calendar offers 'Request these dates'. It changes what every page shows (settings, the
 * demo content), so it runs in the 'site-setup' project, after all other specs (the site-wide ones too).
 */

const SHOTS = '.test-output/screens/i37-checklist';
const PLACEHOLDER = 'https://www.airbnb.com.au/';
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:setup-1',
  'DTSTART;VALUE=DATE:20300101',
  'DTEND;VALUE=DATE:20300103',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** The ISO date `days` from today at the chalet. */
const chaletDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

const card = (page: Page) => page.getByRole('region', { name: 'Finish setting up' });
const step = (page: Page, id: string) => card(page).locator(`[data-setup-step="${id}"]`);

const shoot = (page: Page, name: string) => screenshotsAtBothWidths(page, `${SHOTS}/${name}`);

/** The whole home page at both widths, light and dark: every section laid out and hydrated first. */
async function shootHome(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        scheme === 'dark',
      );
      // Every deferred section hydrated and revealed, the colours' transitions done.
      await settleAnimations(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe.configure({ mode: 'serial' });

test('the setup checklist shows each open step, drops it once done, and removes the demo content', async ({
  adminPage: page,
  api,
}) => {
  test.setTimeout(180_000);
  const ical = await startIcalServer();
  ical.route('/setup.ics', (_req, res) => {
    res.setHeader('content-type', 'text/calendar');
    res.end(ICS);
  });
  const before = await api.get<Record<string, unknown>>('/api/site-settings');
  try {
    await api.call('PUT', '/api/site-settings', { bookingUrl: PLACEHOLDER, hostPhone: '', hostEmail: '' });

    await page.goto('/admin/dashboard');
    await expect(card(page)).toBeVisible();
    for (const id of ['booking-link', 'host-contact', 'email', 'calendar-feed', 'demo-content']) {
      await expect(step(page, id)).toBeVisible();
    }
    // Email is not set up on this server: the step says so in the owner's words, and where to set it up.
    await expect(step(page, 'email')).toContainText('Email is not set up yet');
    await expect(step(page, 'email').getByRole('link', { name: 'Site Settings, Email' })).toHaveAttribute(
      'href',
      '/admin/site-settings#email',
    );
    await expect(step(page, 'booking-link').getByRole('link', { name: 'Site Settings' })).toHaveAttribute(
      'href',
      '/admin/site-settings#bookingUrl',
    );
    await shoot(page, 'checklist-open');

    // The public calendar offers an enquiry instead of the platform's home page.
    await page.goto('/#availability');
    const calendar = page.locator('#availability');
    await expect(calendar.getByRole('heading', { name: 'Check Availability' })).toBeVisible();
    // Days 27 to 30 from the first start are free in the demo calendar (src/server/demo/availability-demo.ts).
    await calendar.locator(`[data-date="${chaletDay(27)}"]`).click();
    await calendar.locator(`[data-date="${chaletDay(30)}"]`).click();
    const request = calendar.getByRole('link', { name: 'Request these dates' });
    await expect(request).toBeVisible();
    await expect(calendar.getByRole('link', { name: /Book these dates/ })).toHaveCount(0);
    await request.click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Subject')).toHaveValue(
      /^Booking request: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
    );
    await expect(form.getByLabel('Message')).toHaveValue(
      /we would like to stay from .* \(3 nights\), 2 adults\./,
    );
    await shoot(page, 'request-these-dates');

    // Booking link and host contact set: both steps leave the list.
    await api.call('PUT', '/api/site-settings', {
      bookingUrl: 'https://www.airbnb.com.au/rooms/12345',
      hostPhone: '+61 2 4787 0000',
      hostEmail: 'stay@chalet.example',
    });
    await page.goto('/admin/dashboard');
    await expect(step(page, 'email')).toBeVisible();
    await expect(step(page, 'booking-link')).toHaveCount(0);
    await expect(step(page, 'host-contact')).toHaveCount(0);

    // The name and the arrival details are still the demo's: each step links to its field. The
    // password was chosen (ADMIN_PASSWORD), so that step is not there.
    await expect(step(page, 'password')).toHaveCount(0);
    await expect(step(page, 'arrival-details').getByRole('link', { name: 'Access Codes' })).toHaveAttribute(
      'href',
      '/admin/access-codes#arrival-details',
    );
    await step(page, 'site-name').getByRole('link', { name: 'Site Settings' }).click();
    await expect(page.getByLabel('Site name')).toBeFocused();
    await page.goto('/admin/dashboard');

    // A feed of the owner's own: the calendar step leaves.
    await api.call('POST', '/api/availability/feeds', { label: 'Setup test', url: ical.url('/setup.ics') });
    await page.reload();
    await expect(step(page, 'email')).toBeVisible();
    await expect(step(page, 'calendar-feed')).toHaveCount(0);

    // The demo content, after a confirmation that counts it and lists what the owner changed.
    const rooms = await api.get<{ id: number; name: string }[]>('/api/rooms');
    await api.call('PUT', `/api/rooms/${rooms[0].id}`, { description: 'Our own words about this room.' });
    const demo = await api.get<{ counts: Record<string, number> }>('/api/admin/demo-content');
    await step(page, 'demo-content').getByRole('button', { name: 'Remove demo content' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('What you added yourself is kept');
    const counts = dialog.getByRole('list', { name: 'What will be removed' });
    await expect(counts).toContainText(`${demo.counts.rooms - 1} rooms`);
    await expect(counts).toContainText(`${demo.counts.experiences} bookable experiences`);
    await expect(counts).toContainText(`${demo.counts.checkInInstructions} check-in instructions`);
    await expect(counts).toContainText('1 demo calendar');
    const edited = dialog.getByRole('checkbox', { name: `Room: ${rooms[0].name}` });
    await expect(edited).not.toBeChecked();
    await shoot(page, 'remove-demo-dialog');
    // Ticked, the edited room goes too: the count says so before anything is removed.
    await edited.check();
    await expect(counts).toContainText(`${demo.counts.rooms} rooms`);
    await shoot(page, 'remove-demo-dialog-ticked');
    await dialog.getByRole('button', { name: 'Remove demo content' }).click();
    await expect(step(page, 'demo-content')).toHaveCount(0);
    await expect(step(page, 'email')).toBeVisible();
    const checklist = await api.get<{ demo: Record<string, number> }>('/api/admin/setup-checklist');
    expect(Object.values(checklist.demo).every((n) => n === 0)).toBe(true);
    const feeds = await api.get<{ label: string }[]>('/api/availability/feeds');
    expect(feeds.map((f) => f.label)).toEqual(['Setup test']);
    await shoot(page, 'checklist-email-left');

    // The home page without the demo: the spec's empty states, and no tile waiting for a picture.
    await page.goto('/');
    await expect(page.locator('#about').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.locator('#about img')).toHaveCount(0);
    await expect(page.locator('#about').getByText('Image coming soon')).toHaveCount(0);
    // Each section the demo alone filled shows its empty state; what other specs of this run added
    // (their own rooms, reviews…) is the owner's, not the demo's, and stays.
    for (const [list, text] of [
      ['/api/rooms', 'Details of our rooms and spaces will be available soon.'],
      ['/api/amenities', 'Information about amenities will be available soon.'],
      ['/api/attractions', 'No attractions available at the moment. Please check back later.'],
      ['/api/gallery', 'New photos of the chalet are coming soon.'],
      ['/api/testimonials?activeOnly=true', 'No testimonials available at the moment.'],
      ['/api/guest-info/items', 'Guest information will be available soon.'],
    ] as const) {
      if ((await api.get<unknown[]>(list)).length === 0)
        await expect(page.getByText(text), text).toBeAttached();
    }
    await expect(page.getByRole('link', { name: /Book this experience|Book now/ })).toHaveCount(0);
    await shootHome(page, 'home-without-demo');
  } finally {
    await api.call('PUT', '/api/site-settings', {
      bookingUrl: before.bookingUrl,
      hostPhone: before.hostPhone,
      hostEmail: before.hostEmail,
    });
    await ical.close();
  }
});

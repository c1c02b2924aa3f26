import type { Page } from '@playwright/test';
import { experiencePagePath, paths, api as urls } from '../../src/shared/routes.js';
import { expect, seriousA11yViolations, test } from './fixtures.js';

/**
 * What guests see (issue 45, item 7), at 390 and 1440: a calendar-made code greets "Welcome!", the date
 * picker opens on the first month with a bookable date, an experience says how to pay, and the booking
 * confirmation carries the manage link itself, kept on the device.
 */

const DAY_MS = 86_400_000;

const monthTitle = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

async function bookFirstDate(page: Page, name: string) {
  const bookable = page.locator('button[data-date]:not([disabled])').first();
  await bookable.click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('guest@example.com');
  await page.getByLabel('Phone').fill('0400 000 000');
  await page.getByRole('button', { name: 'Book now' }).click();
}

test('a calendar-made code greets the guest "Welcome!", never by its label', async ({ page, factories }) => {
  const start = Date.now() + 3 * DAY_MS;
  const { code } = await factories.guestStay({
    guestName: 'Airbnb guest ·4821',
    checkInAt: start,
    checkOutAt: start + 2 * DAY_MS,
  });
  await page.goto(`${paths.checkIn}?code=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText(/Airbnb guest/)).toHaveCount(0);
});

test('the date picker opens on the first month with a bookable date', async ({
  page,
  factories,
  request,
}) => {
  // Bookable from 30 days ahead only: this month has no bookable date (unless today is its first).
  const experience = await factories.experience({ leadTimeHours: 720, advanceWindowDays: 120 });
  const answer = await (await request.get(urls.experienceAvailability(experience.id))).json();
  const first = (answer.dates as { date: string; placesLeft: number }[]).find((d) => d.placesLeft > 0)?.date;
  expect(first).toBeTruthy();
  await page.goto(experiencePagePath(experience.id));
  const calendar = page.getByRole('group', { name: monthTitle(first ?? '') });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator(`button[data-date="${first}"]`)).toBeEnabled();
  await expect(page.getByText('No bookable dates this month. Try the next month.')).toHaveCount(0);
});

test('an experience says how the guest pays, and the confirmation carries the manage link, kept on the device', async ({
  page,
  factories,
}) => {
  const experience = await factories.experience({
    howToPay: 'Pay the guide on the day, cash or card',
    // The first date may be tomorrow: cancellable online until the start.
    cancellationCutoffHours: 0,
  });
  await page.goto(experiencePagePath(experience.id));
  await expect(page.getByText('How to pay', { exact: true })).toBeVisible();
  await expect(page.getByText('Pay the guide on the day, cash or card')).toBeVisible();

  await bookFirstDate(page, 'Kept Device');
  await expect(page.getByRole('heading', { name: 'Thank you, Kept Device' })).toBeFocused();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  // The browser tests' server sends no email: the link on screen is the guest's way to cancel.
  const link = page
    .getByTestId('booking-manage-link')
    .getByRole('link', { name: 'See or cancel this booking' });
  await expect(link).toHaveAttribute('href', /^\/manage-booking\/[\w-]{43}$/);
  const href = await link.getAttribute('href');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Back on the experience's page later: the booking and its link, from this device.
  await page.goto(experiencePagePath(experience.id));
  const kept = page.getByTestId('kept-bookings');
  await expect(kept).toContainText(reference);
  await expect(kept.getByRole('link', { name: 'See or cancel' })).toHaveAttribute('href', href ?? '');
  await kept.getByRole('link', { name: 'See or cancel' }).click();
  await expect(page).toHaveURL(href ?? '');
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
});

test('an experience without a "How to pay" line says nothing of paying', async ({ page, factories }) => {
  const experience = await factories.experience();
  await page.goto(experiencePagePath(experience.id));
  await expect(page.getByRole('heading', { level: 1, name: experience.title })).toBeVisible();
  await expect(page.getByText('How to pay', { exact: true })).toHaveCount(0);
});

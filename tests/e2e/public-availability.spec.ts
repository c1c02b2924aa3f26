import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Availability } from '../../src/shared/schemas/availability.js';
import { expect, test } from './fixtures.js';

/** The guest's availability calendar on the home page (issue 11), on the seeded demo calendar. */

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const booked = (iso: string, data: Availability) =>
  data.blocked.some((range) => range.start <= iso && iso < range.end);

/** The first stay of two free nights from tomorrow on, and the first booked night from today. */
function pickDates(data: Availability) {
  let checkIn = addDays(data.today, 1);
  while (booked(checkIn, data) || booked(addDays(checkIn, 1), data)) checkIn = addDays(checkIn, 1);
  let bookedDay = data.today;
  while (!booked(bookedDay, data)) bookedDay = addDays(bookedDay, 1);
  return { checkIn, checkOut: addDays(checkIn, 2), bookedDay };
}

/** date-fns' addMonths: the same day next month, or that month's last day. */
const addMonth = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
};

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

async function availability(page: Page): Promise<Availability> {
  const response = await page.request.get('/api/availability');
  expect(response.ok()).toBe(true);
  return response.json();
}

const section = (page: Page) => page.locator('#availability');
const cell = (page: Page, iso: string) => section(page).locator(`[role="gridcell"][data-date="${iso}"]`);
const focusedDate = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-date'));

/** Scrolls to the calendar and waits for its code (a deferred section) to be hydrated. */
async function openCalendar(page: Page) {
  await page.goto('/');
  await section(page).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-hydrated="true"]').filter({ has: section(page) })).toHaveCount(1);
}

test.describe('availability calendar', () => {
  test('arrives server-rendered with the booked days and how fresh it is', async ({ page }) => {
    const data = await availability(page);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Check Availability');
    expect(html).toContain(`data-date="${data.today}"`);
    await page.goto('/');
    await expect(section(page).getByTestId('availability-freshness')).toHaveText(
      /^Calendar updated (just now|\d+ minutes? ago)$/,
    );
    const { bookedDay } = pickDates(data);
    await expect(cell(page, bookedDay)).toHaveAttribute('aria-label', /^\w+day, \d{1,2} \w+ \d{4}, booked$/);
    await expect(cell(page, data.today)).toHaveAttribute(
      'aria-label',
      /^\w+day, \d{1,2} \w+ \d{4}, (available|booked)$/,
    );
  });

  test('a stay is chosen with the keyboard alone and carried into the booking link', async ({ page }) => {
    const data = await availability(page);
    const { checkIn, checkOut } = pickDates(data);
    await openCalendar(page);

    // Tab from the month buttons into the grid: one day takes focus (roving tabindex), today.
    await section(page)
      .getByRole('button', { name: /Next month/ })
      .focus();
    await page.keyboard.press('Tab');
    expect(await focusedDate(page)).toBe(data.today);

    // Page Down / Page Up move by a month, arrows by a day or a week.
    await page.keyboard.press('PageDown');
    expect(await focusedDate(page)).toBe(addMonth(data.today));
    await page.keyboard.press('PageUp');
    expect(await focusedDate(page)).toBe(data.today);
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate(page)).toBe(addDays(data.today, 7));
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate(page)).toBe(data.today);

    for (let i = 0; i < daysBetween(data.today, checkIn); i++) await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(checkIn);
    await page.keyboard.press('Enter');
    // Checked while it is shown: a stay may end in the next month, which the phone's one month replaces.
    await expect(cell(page, checkIn)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(checkOut);
    await page.keyboard.press('Enter');

    await expect(cell(page, checkOut)).toHaveAttribute('aria-selected', 'true');
    await expect(section(page).getByTestId('availability-summary')).toContainText('2 nights');

    const link = section(page).getByRole('link', { name: /Book these dates/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href')) as string);
    expect(`${href.origin}${href.pathname}`).toBe(data.bookingUrl);
    expect(href.searchParams.get('check_in')).toBe(checkIn);
    expect(href.searchParams.get('check_out')).toBe(checkOut);
    expect(href.searchParams.get('adults')).toBe('2');

    // Guests carried over too; the link is reachable by Tab.
    await section(page).getByLabel('Guests').selectOption('4');
    await expect(link).toHaveAttribute('href', /adults=4/);
  });

  test('booked days cannot be chosen, by click or by keyboard', async ({ page }) => {
    const data = await availability(page);
    const { bookedDay } = pickDates(data);
    await openCalendar(page);
    const day = cell(page, bookedDay);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(day).toHaveAttribute('aria-label', /, booked$/);
    if (await day.isVisible()) {
      await day.click({ force: true });
      await expect(day).not.toHaveAttribute('aria-selected', 'true');
      await expect(section(page).getByTestId('availability-summary')).toHaveText(
        'Choose your check-in date.',
      );
    }

    // By keyboard: walk to it and press Enter.
    await section(page)
      .getByRole('button', { name: /Next month/ })
      .focus();
    await page.keyboard.press('Tab');
    for (let i = 0; i < daysBetween(data.today, bookedDay); i++) await page.keyboard.press('ArrowRight');
    expect(await focusedDate(page)).toBe(bookedDay);
    await page.keyboard.press('Enter');
    await expect(day).not.toHaveAttribute('aria-selected', 'true');
    await expect(section(page).getByRole('button', { name: 'Book these dates' })).toBeDisabled();
  });

  test('has no serious accessibility violations; screenshot', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const data = await availability(page);
    const { checkIn, checkOut } = pickDates(data);
    await openCalendar(page);
    await section(page)
      .getByRole('button', { name: /Next month/ })
      .focus();
    await page.keyboard.press('Tab');
    for (let i = 0; i < daysBetween(data.today, checkIn); i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    for (let i = 0; i < daysBetween(checkIn, checkOut); i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(section(page).getByRole('link', { name: /Book these dates/ })).toBeVisible();
    // The calendar section alone (public-a11y.spec.ts checks the whole home page).
    const results = await new AxeBuilder({ page })
      .include('#availability')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
    ).toEqual([]);
    await section(page).screenshot({
      path: `.test-output/screens/availability-${testInfo.project.name}.png`,
      animations: 'disabled',
    });
  });
});

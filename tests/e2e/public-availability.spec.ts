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

/**
 * The first stay of two free nights from the day after the calendar's opening day on, and the first booked
 * night from that opening day (the calendar may open on next month: decision 0058).
 */
function pickDates(data: Availability) {
  const opening = openingDay(data.today);
  let checkIn = addDays(opening, 1);
  while (booked(checkIn, data) || booked(addDays(checkIn, 1), data)) checkIn = addDays(checkIn, 1);
  let bookedDay = opening;
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

/** The day the calendar first focuses: today, or the 1st of next month when fewer than 7 days remain. */
function openingDay(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (daysInMonth - d + 1 >= 7) return today;
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** Moves the keyboard focus from `from` to `to` with the arrow keys. */
async function walk(page: Page, from: string, to: string) {
  const days = daysBetween(from, to);
  for (let i = 0; i < Math.abs(days); i++) await page.keyboard.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
}

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
  // The section's element can be replaced while it is scrolled to (its deferred code arriving): the
  // scroll is made again on the element that stays.
  await expect(() => section(page).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(page.locator('[data-hydrated="true"]').filter({ has: section(page) })).toHaveCount(1);
}

test.describe('availability calendar', () => {
  test('arrives server-rendered with the booked days and how fresh it is', async ({ page }) => {
    const data = await availability(page);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Check Availability');
    // The opening month: today's, or the next one near a month's end (decision 0058).
    expect(html).toContain(`data-date="${openingDay(data.today)}"`);
    await page.goto('/');
    await expect(section(page).getByTestId('availability-freshness')).toHaveText(
      /^Calendar updated (just now|\d+ minutes? ago)$/,
    );
    const { bookedDay } = pickDates(data);
    await expect(cell(page, bookedDay)).toHaveAttribute('aria-label', /^\w+day, \d{1,2} \w+ \d{4}, booked$/);
    await expect(cell(page, openingDay(data.today))).toHaveAttribute(
      'aria-label',
      /^\w+day, \d{1,2} \w+ \d{4}, (available|booked)$/,
    );
  });

  test('a stay is chosen with the keyboard alone and carried into the booking link', async ({ page }) => {
    const data = await availability(page);
    const { checkIn, checkOut } = pickDates(data);
    await openCalendar(page);

    // Tab from the month buttons into the grid: one day takes focus (roving tabindex), today (or the
    // 1st of next month, which the calendar opens on near a month's end).
    const start = openingDay(data.today);
    await section(page)
      .getByRole('button', { name: /Next month/ })
      .focus();
    await page.keyboard.press('Tab');
    expect(await focusedDate(page)).toBe(start);

    // Page Down / Page Up move by a month, arrows by a day or a week.
    await page.keyboard.press('PageDown');
    expect(await focusedDate(page)).toBe(addMonth(start));
    await page.keyboard.press('PageUp');
    expect(await focusedDate(page)).toBe(start);
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate(page)).toBe(addDays(start, 7));
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate(page)).toBe(start);

    await walk(page, start, checkIn);
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
    // Children, infants and pets too, with the platform's parameters (decision 0058).
    await section(page).getByLabel('Children').selectOption('2');
    await section(page).getByLabel('Infants').selectOption('1');
    await section(page).getByLabel('Pets').selectOption('1');
    const party = new URL((await link.getAttribute('href')) as string).searchParams;
    expect(
      Object.fromEntries(['adults', 'children', 'infants', 'pets'].map((k) => [k, party.get(k)])),
    ).toEqual({
      adults: '4',
      children: '2',
      infants: '1',
      pets: '1',
    });
    // Adults and children share the guest limit of 8.
    await section(page).getByLabel('Guests').selectOption('8');
    await expect(section(page).getByLabel('Children')).toHaveValue('0');
    await expect(link).not.toHaveAttribute('href', /children=/);
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
    await walk(page, openingDay(data.today), bookedDay);
    expect(await focusedDate(page)).toBe(bookedDay);
    await page.keyboard.press('Enter');
    await expect(day).not.toHaveAttribute('aria-selected', 'true');
    await expect(section(page).getByRole('button', { name: 'Book these dates' })).toBeDisabled();
  });

  test('opens on next month when fewer than 7 days of this one remain', async ({ page }) => {
    const data = await availability(page);
    await openCalendar(page);
    const start = openingDay(data.today);
    const title = new Date(`${start}T00:00:00Z`).toLocaleDateString('en-AU', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(section(page).getByRole('grid').first()).toHaveAccessibleName(title);
    await expect(section(page).locator('[role="gridcell"][tabindex="0"]')).toHaveAttribute(
      'data-date',
      start,
    );
    // The month's remaining days are one 'Previous month' away.
    const previous = section(page).getByRole('button', { name: /Previous month/ });
    if (start === data.today) await expect(previous).toBeDisabled();
    else {
      await previous.click();
      await expect(cell(page, data.today)).toBeVisible();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`day states and legend keep a 3:1 contrast in ${scheme} mode; screenshot`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), scheme);
      const data = await availability(page);
      const { checkIn, checkOut, bookedDay } = pickDates(data);
      await openCalendar(page);
      if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
      await cell(page, checkIn).click();
      await cell(page, checkOut).click();
      const bookedShown = await cell(page, bookedDay).isVisible();
      const ratios = await section(page).evaluate(
        (root, dates) => {
          const canvas = document.createElement('canvas');
          canvas.width = 1;
          canvas.height = 1;
          const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
          /** A CSS colour (any syntax, any alpha) painted over `under`, as sRGB bytes. */
          const paint = (colors: string[]) => {
            ctx.clearRect(0, 0, 1, 1);
            for (const color of colors) {
              ctx.fillStyle = color;
              ctx.fillRect(0, 0, 1, 1);
            }
            return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
          };
          const luminance = (rgb: number[]) => {
            const [r, g, b] = rgb.map((v) => {
              const c = v / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const contrast = (a: number[], b: number[]) => {
            const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
            return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
          };
          const card = getComputedStyle(root.querySelector('.bg-card') as Element).backgroundColor;
          const page = getComputedStyle(document.body).backgroundColor;
          const base = [page, card];
          const day = (iso: string) => {
            const el = root.querySelector(`[data-date="${iso}"]`) as Element;
            const style = getComputedStyle(el);
            const fill = paint([...base, style.backgroundColor]);
            return {
              text: contrast(paint([...base, style.backgroundColor, style.color]), fill),
              // What sets the day apart from the card: its fill or, failing that, its border.
              edge: Math.max(
                contrast(fill, paint(base)),
                style.borderTopWidth === '0px'
                  ? 1
                  : contrast(paint([...base, style.borderTopColor]), paint(base)),
              ),
            };
          };
          const legend = [...root.querySelectorAll('[aria-label="Legend"] li')].map((li) => {
            const swatch = getComputedStyle(li.querySelector('span') as Element);
            return {
              name: li.textContent?.trim(),
              text: contrast(paint([...base, getComputedStyle(li).color]), paint(base)),
              swatch: Math.max(
                contrast(paint([...base, swatch.backgroundColor]), paint(base)),
                contrast(paint([...base, swatch.borderTopColor]), paint(base)),
              ),
            };
          });
          return {
            // A free day of the shown month, neither past nor chosen.
            available: day(
              (
                [
                  ...root.querySelectorAll(
                    '[data-date]:not([data-booked]):not([aria-disabled]):not([aria-selected="true"])',
                  ),
                ].find((el) => (el as HTMLElement).offsetParent !== null) as Element
              ).getAttribute('data-date') as string,
            ).text,
            booked: dates.booked ? day(dates.booked) : null,
            selected: day(dates.selected),
            inRange: day(dates.inRange).text,
            legend,
          };
        },
        {
          booked: bookedShown ? bookedDay : null,
          selected: checkIn,
          inRange: addDays(checkIn, 1),
        },
      );
      testInfo.annotations.push({ type: 'contrast', description: JSON.stringify(ratios) });
      expect(ratios.available).toBeGreaterThanOrEqual(4.5);
      expect(ratios.selected.text).toBeGreaterThanOrEqual(4.5);
      expect(ratios.selected.edge).toBeGreaterThanOrEqual(3);
      expect(ratios.inRange).toBeGreaterThanOrEqual(4.5);
      if (ratios.booked) {
        expect(ratios.booked.text).toBeGreaterThanOrEqual(3);
        expect(ratios.booked.edge).toBeGreaterThanOrEqual(3);
      }
      expect(ratios.legend.map((l) => l.name)).toEqual(['Available', 'Booked', 'Your stay']);
      for (const entry of ratios.legend) {
        expect(entry.text, entry.name).toBeGreaterThanOrEqual(4.5);
        expect(entry.swatch, entry.name).toBeGreaterThanOrEqual(3);
      }
      await section(page).screenshot({
        path: `.test-output/screens/availability-${scheme}-${testInfo.project.name}.png`,
        animations: 'disabled',
      });
    });
  }

  test('has no serious accessibility violations; screenshot', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const data = await availability(page);
    const { checkIn, checkOut } = pickDates(data);
    await openCalendar(page);
    await section(page)
      .getByRole('button', { name: /Next month/ })
      .focus();
    await page.keyboard.press('Tab');
    await walk(page, openingDay(data.today), checkIn);
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

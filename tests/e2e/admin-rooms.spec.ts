import type { APIRequestContext, Page } from '@playwright/test';
import type { Room } from '../../src/shared/schemas/rooms.js';
import { a11yViolations, expect, mockGet, test, toast, unique } from './fixtures.js';

/** Manage Rooms & Spaces (spec 2 'Admin rooms', 4 'Room ordering', 8 'Rooms admin'). */

/**
 * The page reloads right after 'Room added' / 'Room updated' (spec 4), so those toasts may be gone before
 * an assertion sees them. This records every toast title shown in the tab (kept across the reload).
 */
async function recordToastTitles(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2e-toast-titles';
    const record = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
      let changed = false;
      for (const node of document.querySelectorAll('[data-slot="toast-title"]')) {
        const text = node.textContent ?? '';
        if (text && !seen.includes(text)) {
          seen.push(text);
          changed = true;
        }
      }
      if (changed) sessionStorage.setItem(KEY, JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const recordedToastTitles = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toast-titles') ?? '[]') as string[]);

/** The admin card of the room named `name`. */
function roomCard(page: Page, name: string) {
  return page
    .locator('ul[aria-label="Rooms"] > li')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

async function openRooms(page: Page) {
  await page.goto('/admin/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Rooms & Spaces' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rooms' })).toBeVisible();
}

async function findRoom(request: APIRequestContext, name: string) {
  const rooms = (await (await request.get('/api/rooms')).json()) as Room[];
  return rooms.find((room) => room.name === name);
}

test.describe('Admin rooms', () => {
  test('adds a room through the dialog; the page reloads and the room shows here and at /#rooms', async ({
    adminPage: page,
    request,
    api,
  }) => {
    const name = unique('E2E Loft');
    const sortOrder = String(600_000 + Math.floor(Math.random() * 100_000));
    try {
      await recordToastTitles(page);
      await openRooms(page);
      await page.getByRole('button', { name: 'Add Room' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Room' });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Description').fill('A bright loft under the eaves.');
      await dialog.getByLabel('Features').fill('Queen bed\n\n  Skylight views  \nHeated floors\n');
      await dialog.getByLabel('Sort order').fill(sortOrder);

      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Add Room' }).click();
      await reloaded;
      await expect.poll(() => recordedToastTitles(page)).toContain('Room added');

      const card = roomCard(page, name);
      await expect(card).toBeVisible();
      await expect(card).toContainText('A bright loft under the eaves.');
      await expect(card).toContainText(`Order: ${sortOrder}`);
      // Features one per line: blank lines dropped, entries trimmed.
      await expect(card.getByRole('listitem')).toHaveText(['Queen bed', 'Skylight views', 'Heated floors']);
      expect((await findRoom(request, name))?.features).toEqual([
        'Queen bed',
        'Skylight views',
        'Heated floors',
      ]);

      await page.goto('/#rooms');
      const rooms = page.locator('section#rooms');
      const publicCard = rooms.getByRole('article', { name });
      await publicCard.scrollIntoViewIfNeeded();
      await expect(publicCard).toBeVisible();
      await expect(publicCard).toContainText('A bright loft under the eaves.');
      await expect(publicCard).toContainText('Skylight views');
    } finally {
      await api.discard('rooms', (await findRoom(request, name))?.id);
    }
  });

  test('editing a room opens "Edit Room" with "Save Changes" and reloads with the change', async ({
    adminPage: page,
    factories,
  }) => {
    const room = await factories.room();
    const newName = unique('E2E Renamed Room');
    await recordToastTitles(page);
    await openRooms(page);
    await roomCard(page, room.name)
      .getByRole('button', { name: `Actions for ${room.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Room' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(room.name);
    await expect(dialog.getByLabel('Features')).toHaveValue('King bed\nValley views');
    await dialog.getByLabel('Name').fill(newName);

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await reloaded;
    await expect.poll(() => recordedToastTitles(page)).toContain('Room updated');
    await expect(roomCard(page, newName)).toBeVisible();
    await expect(roomCard(page, room.name)).toHaveCount(0);

    await page.goto('/#rooms');
    const publicCard = page.locator('section#rooms').getByRole('article', { name: newName });
    await publicCard.scrollIntoViewIfNeeded();
    await expect(publicCard).toBeVisible();
  });

  test('deleting a room asks "Are you sure?" with the room name, then removes it', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const room = await factories.room();
    await openRooms(page);
    const card = roomCard(page, room.name);
    await card.getByRole('button', { name: `Actions for ${room.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();

    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await expect(
      confirm.getByText(
        `This action cannot be undone. This will permanently delete the room "${room.name}" from the database.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Room deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await findRoom(request, room.name)).toBeUndefined();

    await page.goto('/#rooms');
    await expect(page.locator('section#rooms').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.locator('section#rooms').getByRole('article', { name: room.name })).toHaveCount(0);
  });

  test('cancelling the delete confirmation keeps the room', async ({ adminPage: page, factories }) => {
    const room = await factories.room();
    await openRooms(page);
    await roomCard(page, room.name)
      .getByRole('button', { name: `Actions for ${room.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(roomCard(page, room.name)).toBeVisible();
  });

  test('move up and move down change the sort order by one (single-field update)', async ({
    adminPage: page,
    request,
    factories,
  }) => {
    const base = 700_000 + Math.floor(Math.random() * 100_000);
    const first = await factories.room({ sortOrder: base });
    const _second = await factories.room({ sortOrder: base + 10 });
    await openRooms(page);
    const card = roomCard(page, first.name);
    await expect(card).toContainText(`Order: ${base}`);

    const update = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/api/rooms/${first.id}`),
    );
    await card.getByRole('button', { name: /^Move .+ up$/ }).click();
    expect((await update).postDataJSON()).toEqual({ sortOrder: base - 1 });
    await expect(card).toContainText(`Order: ${base - 1}`);

    await expect(card.getByRole('button', { name: /^Move .+ down$/ })).toBeEnabled();
    await card.getByRole('button', { name: /^Move .+ down$/ }).click();
    await expect(card).toContainText(`Order: ${base}`);
    expect((await findRoom(request, first.name))?.sortOrder).toBe(base);
  });

  test('rooms are listed by ascending sort order; the first cannot move up and the last cannot move down', async ({
    adminPage: page,
  }) => {
    await openRooms(page);
    const cards = page.locator('ul[aria-label="Rooms"] > li');
    await expect(cards.first()).toBeVisible();
    const orders = (await cards.getByText(/^Order: -?\d+$/).allTextContents()).map((t) =>
      Number(t.replace('Order: ', '')),
    );
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await expect(cards.first().getByRole('button', { name: /^Move .+ up$/ })).toBeDisabled();
    await expect(cards.last().getByRole('button', { name: /^Move .+ down$/ })).toBeDisabled();
  });

  test('a room without an image shows the placeholder and its features list', async ({
    adminPage: page,
    factories,
  }) => {
    const room = await factories.room({ features: [] });
    await openRooms(page);
    const card = roomCard(page, room.name);
    await expect(card.getByText('No image', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Features' })).toBeVisible();
  });

  test('with no rooms it shows the empty state', async ({ adminPage: page }) => {
    await mockGet(page, '/api/rooms', []);
    await page.goto('/admin/rooms');
    await expect(
      page.getByText('No rooms found. Click "Add Room" to create one.', { exact: true }),
    ).toBeVisible();
  });

  test('a failed load shows "Error loading rooms: {message}" (message: status, colon, body)', async ({
    adminPage: page,
  }) => {
    await mockGet(page, '/api/rooms', 'Database unavailable', 503);
    await page.goto('/admin/rooms');
    await expect(
      page.getByText('Error loading rooms: 503: Database unavailable', { exact: true }),
    ).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ adminPage: page }) => {
    await openRooms(page);
    expect(await a11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Room' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Room' })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});

import { ANY_WIDTH, expect, test, unique } from './fixtures.js';

/** Rooms & Spaces and Spaces & Amenities on the home page (spec 2 'Home sections', 9: 4 features, 3 items). */

test.describe('rooms', () => {
  test('a room card shows its first 4 features and "View more" opens a dialog listing all of them', async ({
    page,
    factories,
  }) => {
    const name = unique('Garden Room');
    const features = [
      'King bed',
      'Ensuite bathroom',
      'Valley views',
      'Heated floors',
      'Smart TV',
      'Reading nook',
    ];
    await factories.room({
      name,
      description: 'A quiet room facing the garden.',
      imagePath: '',
      features,
      sortOrder: 900,
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Rooms & Spaces' })).toBeVisible();
    const card = page.locator('#rooms').getByRole('article', { name });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(card.getByText('A quiet room facing the garden.')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(features.slice(0, 4));

    await card.getByRole('button', { name: /^View more/ }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(features);
    // The dialog is the room itself: picture (here the placeholder, named by the room), words, features.
    await expect(dialog.getByText('A quiet room facing the garden.')).toBeVisible();
    await expect(dialog.getByText(name, { exact: true }).first()).toBeAttached();
    await expect(dialog.getByRole('heading', { name: 'Features' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Show less' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('listitem')).toHaveCount(4);
  });

  test('a room with 4 features or fewer has no "View more"', ANY_WIDTH, async ({ page, factories }) => {
    const name = unique('Snug Room');
    const features = ['Double bed', 'Wardrobe', 'Bush views', 'Electric blanket'];
    await factories.room({
      name,
      description: 'A snug room.',
      imagePath: '',
      features,
      sortOrder: 901,
    });
    await page.goto('/');
    const card = page.locator('#rooms').getByRole('article', { name });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('listitem')).toHaveText(features);
    await expect(card.getByRole('button', { name: /View more/ })).toHaveCount(0);
  });

  test('every room card on the page shows at most 4 features', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#rooms').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(4);
    }
  });
});

test.describe('amenities', () => {
  test('an amenity card shows its first 3 items and "View more" opens a dialog with all items', async ({
    page,
    api,
    factories,
  }) => {
    const categoryName = unique('Games Room');
    const items = ['Pool table', 'Board games', 'Darts', 'Record player', 'Puzzle shelf'];
    const amenity = await factories.amenity({
      categoryName,
      categoryIcon: 'gamepad',
      items: [],
    });
    await api.update('amenities', amenity.id, { items });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Spaces & Amenities' })).toBeVisible();
    const card = page.locator('#amenities').getByRole('article', { name: categoryName });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('listitem')).toHaveText(items.slice(0, 3));

    await card.getByRole('button', { name: /^View more/ }).click();
    const dialog = page.getByRole('dialog', { name: categoryName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(items);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test(
    "an amenity category without items shows 'No items to display'",
    ANY_WIDTH,
    async ({ page, factories }) => {
      const categoryName = unique('Empty Shed');
      await factories.amenity({
        categoryName,
        categoryIcon: 'package',
        items: [],
      });
      await page.goto('/');
      const card = page.locator('#amenities').getByRole('article', { name: categoryName });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('No items to display', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /View more/ })).toHaveCount(0);
    },
  );

  test('every amenity card on the page shows at most 3 items', ANY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#amenities').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      expect(await card.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }
  });
});

test.describe('rows on phones, grids on desktops', () => {
  for (const { section, label, next } of [
    { section: '#rooms', label: 'Rooms and spaces', next: 'Show next room' },
    { section: '#amenities', label: 'Spaces and amenities', next: 'Show next space' },
    // Issue 37 (decision 0063): the home page's experiences and guest information swipe the same way.
    { section: '#experiences', label: 'Experiences', next: 'Show next experience' },
    { section: '#guest-info', label: 'Guest information', next: 'Show next category' },
  ]) {
    test(`${label}: a swipeable row on a phone, stepped by keyboard; a grid on a desktop`, async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      const list = page.locator(section).getByRole('list', { name: label });
      await list.scrollIntoViewIfNeeded();
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const box = await list.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        first: el.firstElementChild?.getBoundingClientRect().width ?? 0,
        second: el.children[1]?.getBoundingClientRect().left ?? 0,
      }));
      const viewport = page.viewportSize()?.width ?? 0;
      if (testInfo.project.name === 'phone') {
        // One card at a time, the next card's edge in view, the rest to the side.
        expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
        expect(box.first).toBeLessThan(viewport);
        expect(box.second).toBeLessThan(viewport);
        const button = page.locator(section).getByRole('button', { name: next });
        await button.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(box.first / 2);
      } else {
        expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
        await expect(page.locator(section).getByRole('button', { name: next })).toBeHidden();
      }
    });
  }
});

import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  ANY_WIDTH,
  animationsFinished,
  chooseOption,
  expect,
  mockGet,
  screenshotsAtBothWidths,
  seriousA11yViolations,
  test,
  toast,
  unique,
} from './fixtures.js';

/** The owner's Translations screen (issue 46 item 2): status per language, editor, export and import. */

const SHOTS = '.test-output/screens';

/** The screen with one resource's group opened (the groups start closed but the first). */
async function openTranslations(page: Page, group: string) {
  await page.goto('/admin/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  const trigger = page.getByRole('region', { name: group, exact: true }).getByRole('button').first();
  await expect(trigger).toBeVisible();
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** An item's row on the list. */
const itemRow = (page: Page, resource: string, id: number) =>
  page.locator(`[data-translation-item="${resource}/${id}"]`);

/** A language's chip on an item's row: "Deutsch · Done". */
const chip = (page: Page, resource: string, id: number, language: string) =>
  itemRow(page, resource, id).getByRole('button', { name: new RegExp(`^${language} `) });

const editor = (page: Page) => page.getByRole('dialog', { name: /Translate into/ });

/** A field's box in the editor: its English, the translation's input, its warnings and errors. */
const fieldBox = (page: Page, field: string) => editor(page).locator(`[data-translation-field="${field}"]`);

async function openEditor(page: Page, resource: string, id: number, language: string) {
  await chip(page, resource, id, language).click();
  await expect(editor(page)).toBeVisible();
  await expect(editor(page).getByRole('button', { name: 'Save' })).toBeEnabled();
}

test.describe('Translations', () => {
  test('the owner translates a room into German, sees it done, then stale, and exports and imports a file', async ({
    adminPage: page,
    api,
    factories,
  }) => {
    test.setTimeout(120_000);
    const room = await factories.room({ name: unique('E2E Translated Room'), features: ['King bed'] });
    const germanName = `Zimmer ${room.name}`;

    await openTranslations(page, 'Rooms');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Translations' })).toBeVisible();
    await expect(itemRow(page, 'rooms', room.id)).toContainText(room.name);
    await expect(chip(page, 'rooms', room.id, 'Deutsch')).toContainText('Missing');

    // "Needs work in: Deutsch" keeps the untranslated room on the list.
    await page.getByLabel('Needs work in').click();
    await chooseOption(page.getByRole('option', { name: 'Deutsch' }));
    await expect(itemRow(page, 'rooms', room.id)).toBeVisible();

    // The name alone: partly done.
    await openEditor(page, 'rooms', room.id, 'Deutsch');
    await expect(fieldBox(page, 'name')).toContainText(room.name);
    await editor(page).getByLabel('Name (Deutsch)').fill(germanName);
    await editor(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Translation saved')).toBeVisible();
    await expect(editor(page)).toBeHidden();
    await expect(chip(page, 'rooms', room.id, 'Deutsch')).toContainText('Partly done');

    // A name longer than the English field allows: the server's 400 beside the field, nothing saved.
    await openEditor(page, 'rooms', room.id, 'Deutsch');
    await expect(editor(page).getByLabel('Name (Deutsch)')).toHaveValue(germanName);
    await editor(page).getByLabel('Name (Deutsch)').fill('Z'.repeat(201));
    await editor(page).getByRole('button', { name: 'Save' }).click();
    await expect(fieldBox(page, 'name').getByRole('alert')).toContainText('"name"');
    await expect(editor(page).getByLabel('Name (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
    await editor(page).getByLabel('Name (Deutsch)').fill(germanName);

    // Every field: done.
    await editor(page).getByLabel('Description (Deutsch)').fill('Ein Zimmer, von einem Test angelegt.');
    await editor(page).getByLabel('Features (Deutsch)').fill('Kingsize-Bett');
    await editor(page).getByRole('button', { name: 'Save' }).click();
    await expect(editor(page)).toBeHidden();
    // Done in German: no longer on the "Needs work in: Deutsch" list; on the whole list, "Done".
    await expect(itemRow(page, 'rooms', room.id)).toBeHidden();
    await page.getByLabel('Needs work in').click();
    await chooseOption(page.getByRole('option', { name: 'Any language (show all)' }));
    await expect(chip(page, 'rooms', room.id, 'Deutsch')).toContainText('Done');
    const saved = await api.get<{ translations: { de: Record<string, { text: string }> } }>(
      `/api/translations/rooms/${room.id}`,
    );
    expect(saved.translations.de.name?.text).toBe(germanName);

    // The English name changes: the German is stale, and the editor shows the English then and now.
    const newName = `${room.name} Renamed`;
    await api.update('rooms', room.id, { name: newName });
    await openTranslations(page, 'Rooms');
    await expect(chip(page, 'rooms', room.id, 'Deutsch')).toContainText('Stale');
    await openEditor(page, 'rooms', room.id, 'Deutsch');
    const stale = fieldBox(page, 'name').getByRole('note');
    await expect(stale).toContainText('Stale: the English changed after this was translated.');
    await expect(stale).toContainText(`English when translated${room.name}`);
    await expect(stale).toContainText(`English now${newName}`);
    await editor(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(editor(page)).toBeHidden();

    // Export German as JSON: the room's units are in it.
    const files = page.getByRole('region', { name: 'Export and import' });
    const downloading = page.waitForEvent('download');
    await files.getByRole('link', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('kanimbla-translations-de.json');
    const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as {
      locale: string;
      items: { resource: string; id: number; field: string; source: string; text: string }[];
    };
    expect(exported.locale).toBe('de');
    const units = exported.items.filter((unit) => unit.resource === 'rooms' && unit.id === room.id);
    expect(units.find((unit) => unit.field === 'name')).toMatchObject({ source: newName, text: germanName });

    // XLIFF too.
    await files.getByLabel('Format').click();
    await chooseOption(page.getByRole('option', { name: 'XLIFF' }));
    const xliffDownloading = page.waitForEvent('download');
    await files.getByRole('link', { name: 'Export' }).click();
    const xliff = await xliffDownloading;
    expect(xliff.suggestedFilename()).toBe('kanimbla-translations-de.xlf');
    expect(await readFile((await xliff.path()) as string, 'utf8')).toContain(
      `<trans-unit id="rooms/${room.id}/name"`,
    );

    // The translator's file comes back: the room's name retranslated, and a unit of an item that is gone.
    const retranslated = `Neues Zimmer ${room.name}`;
    const back = {
      locale: 'de',
      items: [
        ...units.map((unit) => (unit.field === 'name' ? { ...unit, text: retranslated } : unit)),
        { resource: 'rooms', id: 2_000_000_000, field: 'name', source: 'Gone', text: 'Weg' },
      ],
    };
    await files.locator('#translation-import-file').setInputFiles({
      name: 'kanimbla-translations-de.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(back)),
    });
    const result = files.getByRole('status');
    await expect(result).toContainText(`${units.filter((unit) => unit.text).length} saved`);
    await expect(result.getByRole('listitem')).toHaveCount(1);
    await expect(result.getByRole('listitem')).toContainText('rooms/2000000000/name');
    // Saved against the English of now: no longer stale.
    await expect(chip(page, 'rooms', room.id, 'Deutsch')).toContainText('Done');
    await openEditor(page, 'rooms', room.id, 'Deutsch');
    await expect(editor(page).getByLabel('Name (Deutsch)')).toHaveValue(retranslated);
  });

  test(
    'a placeholder the translation drops is named before saving',
    ANY_WIDTH,
    async ({ adminPage: page, factories }) => {
      const instruction = await factories.checkInInstruction({
        title: unique('E2E Door'),
        content: 'The key box code is {doorCode}.',
      });
      await openTranslations(page, 'Check-in instructions');
      await openEditor(page, 'check-in-instructions', instruction.id, 'Français');
      const content = fieldBox(page, 'content');
      await expect(content).toContainText('Keep {doorCode} as it is.');
      await editor(page).getByLabel('Content (Français)').fill('Le code de la boîte à clés est 1234.');
      await editor(page).getByRole('button', { name: 'Save' }).click();
      await expect(content.getByRole('alert')).toHaveText('The French "content" must keep {doorCode}.');
      await editor(page).getByLabel('Content (Français)').fill('Le code de la boîte à clés est {doorCode}.');
      await editor(page).getByRole('button', { name: 'Save' }).click();
      await expect(editor(page)).toBeHidden();
      await expect(chip(page, 'check-in-instructions', instruction.id, 'Français')).toContainText(
        'Partly done',
      );
    },
  );

  test('a list that fails to load says why and tries again', ANY_WIDTH, async ({ adminPage: page }) => {
    await mockGet(page, '/api/admin/translations', { message: 'Database unavailable' }, 503);
    await page.goto('/admin/translations');
    await expect(page.getByRole('alert')).toContainText('Unable to load translations');
    await expect(page.getByRole('alert')).toContainText('Database unavailable');
    await page.unroute('**/api/admin/translations');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Rooms', exact: true })).toContainText(/\d+ items/);
  });

  test('screenshots of the list and the editor at 390 and 1440 px, light and dark', async ({
    adminPage: page,
    factories,
  }) => {
    // Two accessibility scans of a long list and eight screenshots: more than a busy machine's 2 minutes.
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const instruction = await factories.checkInInstruction({
      title: unique('E2E Arrival'),
      content: 'The key box is beside the door.\nIts code is {doorCode}.',
    });
    await openTranslations(page, 'Check-in instructions');
    await expect(itemRow(page, 'check-in-instructions', instruction.id)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotsAtBothWidths(page, `${SHOTS}/admin-translations`);

    await openEditor(page, 'check-in-instructions', instruction.id, 'Deutsch');
    await editor(page).getByLabel('Content (Deutsch)').fill('Der Schlüsselkasten hängt neben der Tür.');
    await editor(page).getByRole('button', { name: 'Save' }).click();
    await expect(fieldBox(page, 'content').getByRole('alert')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle('dark', dark),
          scheme === 'dark',
        );
        await animationsFinished(page);
        await page.screenshot({ path: `${SHOTS}/admin-translations-editor-${width}-${scheme}.png` });
      }
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTranslations, rooms } from '../../src/server/db/schema.js';
import { loadTranslationMemory, memoryTranslations } from '../../src/server/demo/demo-translations.js';
import { adminApi } from '../../src/shared/admin-routes.js';
import { createTestApp, seedDemoSite, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSite(t);
}, 120_000);
afterAll(() => t.close());

const translationsOf = (resource: string, recordId: number) =>
  t.db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.resource, resource), eq(contentTranslations.recordId, recordId)));

describe('the demo seed', () => {
  it('translates every seeded text its translation memory holds, and nothing else', async () => {
    const [suite] = await t.db.select().from(rooms).where(eq(rooms.name, 'Master Suite'));
    if (!suite) throw new Error('the demo has its Master Suite');
    const stored = await translationsOf('rooms', suite.id);
    const names = Object.fromEntries(
      stored.filter((row) => row.field === 'name').map((row) => [row.locale, row.text]),
    );
    const memory = loadTranslationMemory();
    for (const locale of ['de', 'fr', 'ja', 'ko', 'zh'] as const) {
      expect(names[locale], locale).toBe(memory[locale].get('Master Suite'));
    }
    for (const row of stored)
      expect(row.sourceText).toBe(row.field === 'name' ? 'Master Suite' : row.sourceText);
    // A list is translated only when the memory holds each of its items.
    const features = stored.find((row) => row.field === 'features' && row.locale === 'de');
    const allKnown = suite.features.every((item) => memory.de.has(item));
    expect(features === undefined).toBe(!allKnown);

    const settings = (await t.app.inject({ method: 'GET', url: '/api/site-settings?lang=de' })).json();
    expect(settings.heroHeadline).toBe(memory.de.get('Your Alpine Escape in the Blue Mountains'));
    const shown = (await t.app.inject({ method: 'GET', url: '/api/rooms?lang=de' })).json();
    expect(shown.find((room: { id: number }) => room.id === suite.id).name).toBe(
      memory.de.get('Master Suite'),
    );
  });

  it('removes a demo record’s translations with it', async () => {
    const [suite] = await t.db.select().from(rooms).where(eq(rooms.name, 'Master Suite'));
    if (!suite) throw new Error('the demo has its Master Suite');
    expect((await translationsOf('rooms', suite.id)).length).toBeGreaterThan(0);
    const response = await t.app.inject({
      method: 'POST',
      url: adminApi.demoContentRemove,
      headers: { cookie: await t.adminCookie() },
      payload: { removeEdited: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await translationsOf('rooms', suite.id)).toEqual([]);
    const left = await t.db.select().from(contentTranslations);
    // Only the site settings' (not demo records: the owner's settings, still as seeded) remain.
    expect(left.every((row) => row.resource === 'site-settings')).toBe(true);
  });
});

describe('the translation memory', () => {
  it('tolerates a missing language, entries that are not text, and a broken placeholder', () => {
    const memory = loadTranslationMemory({ de: { Sauna: 'Sauna ', Bath: 42 }, fr: 'nope' });
    expect(memory.de.get('Sauna')).toBe('Sauna');
    expect(memory.de.has('Bath')).toBe(false);
    expect(memory.fr.size).toBe(0);
    expect(memory.zh.size).toBe(0);
    expect(loadTranslationMemory(undefined).de).toBeDefined();
    const changes = memoryTranslations(
      loadTranslationMemory({ de: { 'Door: {doorCode}': 'Tür', Front: 'Vorne' } }),
      'check-in-instructions',
      [{ id: 7, label: 'Front', row: { title: 'Front', content: 'Door: {doorCode}' } }],
    );
    expect(changes).toEqual([
      {
        resource: 'check-in-instructions',
        recordId: 7,
        locale: 'de',
        field: 'title',
        text: 'Vorne',
        sourceText: 'Front',
      },
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arrivalSettings, contentTranslations } from '../../src/server/db/schema.js';
import { pageReads } from '../../src/server/delivery/ssr/page-reads.js';
import {
  insertAccessCode,
  insertAttraction,
  insertAttractionCategory,
  insertCheckInInstruction,
  insertExperience,
  insertRoom,
} from '../../src/server/demo/factories.js';
import { internalReadHeaders } from '../../src/server/lib/internal-read.js';
import { tablesInRestoreOrder } from '../../src/server/modules/backup/backup-format.js';
import { localizedReadUrl } from '../../src/shared/localized-read.js';
import { setUpTestApp } from '../helpers/test-app.js';

const t = setUpTestApp();
const { asAdmin, expectAdminOnly } = t;

let roomId: number;
beforeAll(async () => {
  roomId = (
    await insertRoom(t.db, {
      name: 'Master Suite',
      description: 'A king bed beneath the window.',
      features: ['King bed', 'Ensuite'],
      imageAlt: null,
    })
  ).id;
});

const translationsOf = (resource: string, id: number) => `/api/translations/${resource}/${id}`;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const storedRows = (resource: string, recordId: number) =>
  t.db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.resource, resource), eq(contentTranslations.recordId, recordId)));

describe('GET and PUT /api/translations/{resource}/{id}', () => {
  it('is the owner’s alone', async () => {
    await expectAdminOnly('GET', translationsOf('rooms', roomId));
    await expectAdminOnly('PUT', translationsOf('rooms', roomId), { de: { name: 'Hauptsuite' } });
  });

  it('refuses a write from another site (the same-origin guard)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: translationsOf('rooms', roomId),
      headers: { cookie: await t.adminCookie(), origin: 'https://evil.example' },
      payload: { de: { name: 'Böse' } },
    });
    expect(response.statusCode).toBe(403);
    expect(await storedRows('rooms', roomId)).toEqual([]);
  });

  it('answers the fields, the English and every language, none translated yet', async () => {
    const response = await asAdmin('GET', translationsOf('rooms', roomId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      resource: 'rooms',
      id: roomId,
      fields: ['name', 'description', 'imageAlt', 'features'],
      source: {
        name: 'Master Suite',
        description: 'A king bed beneath the window.',
        imageAlt: '',
        features: 'King bed\nEnsuite',
      },
      translations: { de: {}, fr: {}, ja: {}, ko: {}, zh: {} },
    });
  });

  it('saves translations per language and field, and answers them', async () => {
    const response = await asAdmin('PUT', translationsOf('rooms', roomId), {
      de: { name: '  Hauptsuite ', features: 'Kingsize-Bett\nEigenes Bad' },
      ja: { name: 'マスタースイート' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.translations.de.name).toEqual({
      text: 'Hauptsuite',
      stale: false,
      sourceText: 'Master Suite',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.translations.de.features.text).toBe('Kingsize-Bett\nEigenes Bad');
    expect(body.translations.ja.name.text).toBe('マスタースイート');
    expect(body.translations.fr).toEqual({});
    expect((await asAdmin('GET', translationsOf('rooms', roomId))).json()).toEqual(body);
  });

  it('deletes a translation given as an empty text', async () => {
    await asAdmin('PUT', translationsOf('rooms', roomId), { ko: { name: '마스터 스위트' } });
    const response = await asAdmin('PUT', translationsOf('rooms', roomId), { ko: { name: '   ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().translations.ko).toEqual({});
    expect((await storedRows('rooms', roomId)).filter((row) => row.locale === 'ko')).toEqual([]);
  });

  it('refuses every bad input with a 400 naming it, and saves nothing of the request', async () => {
    const before = await storedRows('rooms', roomId);
    const cases: [object, string][] = [
      [{ xx: { name: 'Quoi' } }, 'Unknown language "xx": translations are de, fr, ja, ko, zh'],
      [{ en: { name: 'Master' } }, '"en" is English, the source: edit the record itself, not a translation'],
      [
        { de: { name: 'Suite', price: '12' } },
        'Unknown field "price" for rooms: translatable are name, description, imageAlt, features',
      ],
      [{ de: { name: 'x'.repeat(201) } }, 'The German "name": Must be at most 200 characters'],
      [{ fr: { name: 'Suite' }, de: 'Hauptsuite' }, 'Invalid input: expected record, received string'],
    ];
    for (const [payload, message] of cases) {
      const response = await asAdmin('PUT', translationsOf('rooms', roomId), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message.startsWith('Invalid input')) expect(response.json().message).toBeTruthy();
      else expect(response.json().message).toBe(message);
    }
    expect(await storedRows('rooms', roomId)).toEqual(before);
  });

  it('refuses a translation that drops or adds a placeholder, naming it', async () => {
    const instruction = await insertCheckInInstruction(t.db, {
      title: 'Front door',
      content: 'The door code is {doorCode}. WiFi: {wifiNetwork}.',
    });
    const url = translationsOf('check-in-instructions', instruction.id);
    const dropped = await asAdmin('PUT', url, {
      de: { content: 'Der Türcode lautet {doorcode}. WLAN: {wifiNetwork}.' },
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toBe('The German "content" must keep {doorCode}.');
    const added = await asAdmin('PUT', url, {
      fr: { content: 'Le code est {doorCode}. WiFi : {wifiNetwork} ({wifiPassword}).' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(
      'The French "content" must not add {wifiPassword}: the English text has no such placeholder.',
    );
    const kept = await asAdmin('PUT', url, {
      de: { content: 'WLAN: {wifiNetwork}. Der Türcode lautet {doorCode}.' },
    });
    expect(kept.statusCode).toBe(200);
  });

  it('answers 404 naming an unknown resource or id', async () => {
    const resource = await asAdmin('GET', translationsOf('gallery', 1));
    expect(resource.statusCode).toBe(404);
    expect(resource.json().message).toMatch(/^Resource "gallery" \(translatable are site-settings, rooms/);
    const id = await asAdmin('PUT', translationsOf('rooms', 999_999), { de: { name: 'X' } });
    expect(id.statusCode).toBe(404);
    expect(id.json().message).toBe('rooms 999999 not found');
    expect((await asAdmin('GET', translationsOf('site-settings', 2))).statusCode).toBe(404);
    expect((await asAdmin('GET', translationsOf('rooms', 0))).statusCode).toBe(400);
  });

  it('marks a translation stale once the English changes, and shows guests the English then', async () => {
    const room = await insertRoom(t.db, { name: 'Loft', description: 'Under the rafters.', imageAlt: null });
    await asAdmin('PUT', translationsOf('rooms', room.id), {
      de: { name: 'Dachboden', description: 'Unter den Sparren.' },
    });
    const edited = await asAdmin('PUT', `/api/rooms/${room.id}`, { description: 'Under the old rafters.' });
    expect(edited.statusCode).toBe(200);
    const { translations } = (await asAdmin('GET', translationsOf('rooms', room.id))).json();
    expect(translations.de.description).toMatchObject({ stale: true, sourceText: 'Under the rafters.' });
    expect(translations.de.name.stale).toBe(false);
    const shown = (await get('/api/rooms?lang=de')).json().find((r: { id: number }) => r.id === room.id);
    expect(shown).toMatchObject({ name: 'Dachboden', description: 'Under the old rafters.' });
    expect(shown.englishFields).toEqual(['description', 'features']);
  });
});

describe('public reads with ?lang=', () => {
  it('answers English exactly as before, with and without lang=en', async () => {
    const plain = await get('/api/rooms');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('englishFields');
    expect(plain.body).not.toContain('Hauptsuite');
    expect((await get('/api/rooms?lang=en')).body).toBe(plain.body);
    const settings = await get('/api/site-settings');
    expect((await get('/api/site-settings?lang=en')).body).toBe(settings.body);
  });

  it('shows each translated field, falls back to English and lists those fields', async () => {
    const rooms = (await get('/api/rooms?lang=de')).json();
    const room = rooms.find((r: { id: number }) => r.id === roomId);
    expect(room).toMatchObject({
      name: 'Hauptsuite',
      description: 'A king bed beneath the window.',
      features: ['Kingsize-Bett', 'Eigenes Bad'],
      imageAlt: null,
      englishFields: ['description'],
    });
    const french = (await get('/api/rooms?lang=fr')).json().find((r: { id: number }) => r.id === roomId);
    expect(french.englishFields).toEqual(['name', 'description', 'features']);
    expect(french.name).toBe('Master Suite');
  });

  it('refuses an unknown language, naming it', async () => {
    for (const url of ['/api/rooms?lang=xx', '/api/site-settings?lang=DE', '/api/experiences?lang=es']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(
        /^Unknown language "(xx|DE|es)": use one of en, de, fr, ja, ko, zh$/,
      );
    }
  });

  it('translates the site settings, lists included, and every listed read', async () => {
    const saved = await asAdmin('PUT', translationsOf('site-settings', 1), {
      de: { heroHeadline: 'Ihr alpiner Rückzugsort', aboutBadges: 'Panoramablick\nSauna' },
    });
    expect(saved.statusCode).toBe(200);
    const settings = (await get('/api/site-settings?lang=de')).json();
    expect(settings.heroHeadline).toBe('Ihr alpiner Rückzugsort');
    expect(settings.aboutBadges).toEqual(['Panoramablick', 'Sauna']);
    expect(settings.englishFields).toContain('heroSubline');
    expect(settings.englishFields).not.toContain('heroHeadline');
    expect(settings.siteName).toBe((await get('/api/site-settings')).json().siteName);

    const category = await insertAttractionCategory(t.db, { name: 'Walks' });
    const attraction = await insertAttraction(t.db, { categoryId: category.id, title: 'Grand Canyon Track' });
    const experience = await insertExperience(t.db, { title: 'Glow-worm tour', isActive: true });
    await asAdmin('PUT', translationsOf('attractions', attraction.id), {
      ja: { title: 'グランドキャニオン・トラック' },
    });
    await asAdmin('PUT', translationsOf('attraction-categories', category.id), { ja: { name: '散策' } });
    await asAdmin('PUT', translationsOf('experiences', experience.id), {
      ja: { title: 'ツチボタル・ツアー' },
    });
    const find = async (url: string, id: number) =>
      ((await get(url)).json() as { id: number }[]).find((row) => row.id === id);
    expect(await find('/api/attractions?lang=ja', attraction.id)).toMatchObject({
      title: 'グランドキャニオン・トラック',
    });
    expect(await find(`/api/attractions?categoryId=${category.id}&lang=ja`, attraction.id)).toMatchObject({
      title: 'グランドキャニオン・トラック',
    });
    expect(await find('/api/attraction-categories?lang=ja', category.id)).toMatchObject({ name: '散策' });
    expect(await find('/api/experiences?lang=ja', experience.id)).toMatchObject({
      title: 'ツチボタル・ツアー',
    });
    const one = (await get(`/api/experiences/${experience.id}?lang=ja`)).json();
    expect(one).toMatchObject({
      title: 'ツチボタル・ツアー',
      englishFields: expect.arrayContaining(['description']),
    });
    for (const url of [
      '/api/amenities?lang=ko',
      '/api/guest-info/categories?lang=ko',
      '/api/guest-info/items?lang=ko',
      '/api/testimonials?activeOnly=true&lang=ko',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('keys the cached read by language and renews it when a translation is saved', async () => {
    const first = (await get('/api/rooms?lang=zh')).json().find((r: { id: number }) => r.id === roomId);
    expect(first.name).toBe('Master Suite');
    expect(await t.app.cachedBody('/api/rooms?lang=zh')).toBeDefined();
    const english = await t.app.cachedBody('/api/rooms');
    await asAdmin('PUT', translationsOf('rooms', roomId), { zh: { name: '主套房' } });
    const second = (await get('/api/rooms?lang=zh')).json().find((r: { id: number }) => r.id === roomId);
    expect(second.name).toBe('主套房');
    // English shows no translation: a translation's save leaves its cached answer as it was.
    if (english) expect((await t.app.cachedBody('/api/rooms'))?.toString()).toBe(english.toString());
  });

  it('gives the guest the instructions in their language, placeholders filled', async () => {
    await t.db
      .insert(arrivalSettings)
      .values({ doorCode: '4821', wifiNetwork: 'Chalet' })
      .onConflictDoNothing();
    await insertAccessCode(t.db, { code: 'TRANSLATE-1', isActive: true, expiresAt: null });
    const instruction = await insertCheckInInstruction(t.db, {
      title: 'Key safe',
      content: 'Open the key safe with {doorCode}.',
      sortOrder: 99,
    });
    await asAdmin('PUT', translationsOf('check-in-instructions', instruction.id), {
      de: { content: 'Öffnen Sie den Schlüsseltresor mit {doorCode}.' },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/check-in?code=TRANSLATE-1&lang=de',
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(200);
    const shown = response.json().find((row: { id: number }) => row.id === instruction.id);
    expect(shown).toMatchObject({
      title: 'Key safe',
      content: 'Öffnen Sie den Schlüsseltresor mit 4821.',
      englishFields: ['title'],
    });
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/check-in?code=TRANSLATE-1',
      remoteAddress: '10.9.0.2',
    });
    expect(english.json().find((row: { id: number }) => row.id === instruction.id)).toEqual({
      id: instruction.id,
      title: 'Key safe',
      content: 'Open the key safe with 4821.',
      imagePath: null,
      sortOrder: 99,
    });
    const stay = await t.app.inject({
      method: 'GET',
      url: '/api/check-in/stay?code=TRANSLATE-1&lang=xx',
      remoteAddress: '10.9.0.3',
    });
    expect(stay.statusCode).toBe(400);
  });
});

describe('the page renders’ reads', () => {
  it('are the English reads as before, and in another language each answers translated', async () => {
    for (const page of ['/', '/gallery', '/guest-info', '/attractions', '/experiences', '/check-in']) {
      const english = pageReads(page);
      expect(english).toContain('/api/site-settings');
      expect(english.every((url) => !url.includes('lang='))).toBe(true);
      const german = pageReads(page, 'de');
      expect(german).toEqual(english.map((url) => localizedReadUrl(url, 'de')));
      for (const url of german) {
        const response = await t.app.inject({ method: 'GET', url, headers: internalReadHeaders() });
        expect(response.statusCode, url).toBe(200);
      }
    }
    const settings = (await get(localizedReadUrl('/api/site-settings', 'de'))).json();
    expect(settings.heroHeadline).toBe('Ihr alpiner Rückzugsort');
  });
});

describe('GET /api/admin/translations', () => {
  it('lists every record with its state per language, in the back office’s order', async () => {
    await expectAdminOnly('GET', '/api/admin/translations');
    const response = await asAdmin('GET', '/api/admin/translations');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as {
      resource: string;
      id: number;
      label: string;
      status: Record<string, string>;
    }[];
    expect(items[0]).toMatchObject({ resource: 'site-settings', id: 1, label: 'Site settings' });
    expect(items.some((item) => item.resource === 'arrival-settings')).toBe(false);
    const room = items.find((item) => item.resource === 'rooms' && item.id === roomId);
    expect(room).toMatchObject({
      label: 'Master Suite',
      fields: ['name', 'description', 'imageAlt', 'features'],
    });
    // de: name and features of three (imageAlt is empty); ja: the name; fr: nothing.
    expect(room?.status).toEqual({
      de: 'partial',
      fr: 'missing',
      ja: 'partial',
      ko: 'missing',
      zh: 'partial',
    });
    await asAdmin('PUT', translationsOf('rooms', roomId), {
      de: { description: 'Ein Kingsize-Bett unter dem Fenster.' },
    });
    const after = (await asAdmin('GET', '/api/admin/translations')).json().items;
    expect(
      after.find((item: { resource: string; id: number }) => item.resource === 'rooms' && item.id === roomId)
        .status.de,
    ).toBe('done');
    const stale = after.find((item: { label: string }) => item.label === 'Loft');
    expect(stale.status.de).toBe('stale');
  });
});

describe('export and import', () => {
  it('exports a language as JSON and imports it back, stale where the English moved on', async () => {
    await expectAdminOnly('GET', '/api/admin/translations/export?locale=de&format=json');
    const exported = await asAdmin('GET', '/api/admin/translations/export?locale=de&format=json');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="kanimbla-translations-de.json"',
    );
    const file = exported.json() as {
      locale: string;
      items: { resource: string; id: number; field: string; source: string; text: string }[];
    };
    expect(file.locale).toBe('de');
    const unit = (field: string) =>
      file.items.find((item) => item.resource === 'rooms' && item.id === roomId && item.field === field);
    expect(unit('name')).toEqual({
      resource: 'rooms',
      id: roomId,
      field: 'name',
      source: 'Master Suite',
      text: 'Hauptsuite',
    });
    expect(unit('imageAlt')).toBeUndefined(); // no English, nothing to translate
    expect(
      file.items.find((item) => item.resource === 'site-settings' && item.field === 'heroSubline')?.text,
    ).toBe('');

    const name = unit('name');
    const features = unit('features');
    if (!name || !features) throw new Error('the export lacks the room');
    const edited = {
      locale: 'de',
      items: [
        { ...name, text: 'Die Hauptsuite' },
        { ...features, source: 'King bed\nBath', text: 'Kingsize-Bett\nBad' },
        { resource: 'rooms', id: 999_999, field: 'name', source: 'Gone', text: 'Weg' },
        { resource: 'rooms', id: roomId, field: 'sortOrder', source: '1', text: '2' },
        {
          resource: 'rooms',
          id: roomId,
          field: 'description',
          source: 'A king bed beneath the window.',
          text: '',
        },
      ],
    };
    const imported = await asAdmin('POST', '/api/admin/translations/import', edited);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      saved: 2,
      skipped: [
        { unit: 'rooms/999999/name', reason: 'No rooms with id 999999: it may have been deleted' },
        {
          unit: `rooms/${roomId}/sortOrder`,
          reason:
            'Unknown field "sortOrder" for rooms: translatable are name, description, imageAlt, features',
        },
      ],
    });
    const { translations } = (await asAdmin('GET', translationsOf('rooms', roomId))).json();
    expect(translations.de.name).toMatchObject({ text: 'Die Hauptsuite', stale: false });
    expect(translations.de.features).toMatchObject({
      text: 'Kingsize-Bett\nBad',
      stale: true,
      sourceText: 'King bed\nBath',
    });
    // The empty unit left the description's translation alone.
    expect(translations.de.description.text).toBe('Ein Kingsize-Bett unter dem Fenster.');
  });

  it('exports XLIFF 1.2 and imports it back', async () => {
    const instruction = await insertCheckInInstruction(t.db, {
      title: 'Bins & <recycling>',
      content: 'Code {doorCode} "opens" the shed.',
    });
    const exported = await asAdmin('GET', '/api/admin/translations/export?locale=fr&format=xliff');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="kanimbla-translations-fr.xlf"',
    );
    expect(exported.headers['content-type']).toMatch(/^application\/xliff\+xml/);
    const xliff = exported.body;
    expect(xliff).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    expect(xliff).toContain('target-language="fr"');
    const id = `check-in-instructions/${instruction.id}`;
    expect(xliff).toContain(`<trans-unit id="${id}/title" xml:space="preserve">`);
    expect(xliff).toContain('<source>Bins &amp; &lt;recycling&gt;</source>');
    // A translator fills the targets of the two units.
    const translated = xliff
      .replace(
        `<trans-unit id="${id}/title" xml:space="preserve">\n        <source>Bins &amp; &lt;recycling&gt;</source>\n        <target></target>`,
        `<trans-unit id="${id}/title" xml:space="preserve">\n        <source>Bins &amp; &lt;recycling&gt;</source>\n        <target>Poubelles &amp; &lt;recyclage&gt;</target>`,
      )
      .replace(
        `<source>Code {doorCode} &quot;opens&quot; the shed.</source>\n        <target></target>`,
        `<source>Code {doorCode} &quot;opens&quot; the shed.</source>\n        <target>Le code ouvre l&apos;abri.</target>`,
      );
    expect(translated).not.toBe(xliff);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translations/import',
      headers: { cookie: await t.adminCookie(), 'content-type': 'application/xliff+xml' },
      payload: translated,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      saved: 1,
      skipped: [{ unit: `${id}/content`, reason: 'The French "content" must keep {doorCode}.' }],
    });
    const { translations } = (
      await asAdmin('GET', translationsOf('check-in-instructions', instruction.id))
    ).json();
    expect(translations.fr.title).toMatchObject({ text: 'Poubelles & <recyclage>', stale: false });
    expect(translations.fr.content).toBeUndefined();
  });

  it('refuses a file that is not one of this shape, saying why', async () => {
    const post = async (payload: string | object, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/translations/import',
        headers: { cookie: await t.adminCookie(), 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const cases: [string | object, string, RegExp][] = [
      [
        { locale: 'xx', items: [] },
        'application/json',
        /^Not a translations file of this site \(at locale\): locale must be one of de, fr, ja, ko, zh$/,
      ],
      [
        { locale: 'de' },
        'application/json',
        /^Not a translations file of this site \(at items\): items must be a list$/,
      ],
      ['<html><body/></html>', 'application/xml', /^Not an XLIFF file: its root element is not <xliff>$/],
      [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xliff version="1.2"><file target-language="de"><body/></file></xliff>',
        'application/xliff+xml',
        /DOCTYPE or entity declaration/,
      ],
      [
        '<xliff version="1.2"><file target-language="de"><body><trans-unit id="rooms/1/name"><target>&a;</target></trans-unit></body></file></xliff>',
        'application/xml',
        /^Unknown entity &a;/,
      ],
      [
        '<xliff version="1.2"><file target-language="en"><body/></file></xliff>',
        'application/xml',
        /^The file's target-language: "en" is English/,
      ],
      [
        '<xliff version="1.2"><file target-language="de"><body>',
        'application/xml',
        /^Not a valid XLIFF file \(line 1\): <body> is not closed$/,
      ],
    ];
    for (const [payload, contentType, message] of cases) {
      const response = await post(payload, contentType);
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const tooLarge = await post(`<xliff>${'a'.repeat(4 * 1024 * 1024)}</xliff>`, 'application/xml');
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('deleting a record', () => {
  it('deletes its translations, also through a category’s cascade', async () => {
    const room = await insertRoom(t.db, { name: 'Bunk Room', description: 'Bunks.' });
    await asAdmin('PUT', translationsOf('rooms', room.id), { de: { name: 'Etagenbettzimmer' } });
    const category = await insertAttractionCategory(t.db, { name: 'Lookouts' });
    const attraction = await insertAttraction(t.db, { categoryId: category.id, title: 'Echo Point' });
    await asAdmin('PUT', translationsOf('attraction-categories', category.id), {
      fr: { name: 'Belvédères' },
    });
    await asAdmin('PUT', translationsOf('attractions', attraction.id), { fr: { title: 'Point Écho' } });
    expect(await storedRows('rooms', room.id)).toHaveLength(1);

    expect((await asAdmin('DELETE', `/api/rooms/${room.id}`)).statusCode).toBe(200);
    expect(await storedRows('rooms', room.id)).toEqual([]);
    expect((await asAdmin('DELETE', `/api/attraction-categories/${category.id}`)).statusCode).toBe(200);
    expect(await storedRows('attraction-categories', category.id)).toEqual([]);
    expect(await storedRows('attractions', attraction.id)).toEqual([]);
    // Another record's translations stay.
    expect((await storedRows('rooms', roomId)).length).toBeGreaterThan(0);
  });
});

describe('backups', () => {
  it('carry the translations (every table of the schema, derived)', () => {
    expect(tablesInRestoreOrder()).toContain('content_translations');
  });
});

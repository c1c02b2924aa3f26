import { describe, expect, it } from 'vitest';
import { dependenciesOfReads } from '../../src/server/delivery/cache/cacheable-routes.js';
import { readXliff, writeXliff, XliffError } from '../../src/server/modules/translations/xliff.js';
import { localizedReadUrl } from '../../src/shared/localized-read.js';
import { placeholderMismatch, placeholdersOf } from '../../src/shared/text/placeholders.js';

describe('placeholders', () => {
  it('finds each {name} once, in order', () => {
    expect(placeholdersOf('Code {doorCode}, WiFi {wifiPassword}, again {doorCode}')).toEqual([
      '{doorCode}',
      '{wifiPassword}',
    ]);
    expect(placeholdersOf('No braces, { spaced }, {1digit} or {}')).toEqual([]);
    expect(placeholdersOf('Double {{guestName}} braces')).toEqual(['{guestName}']);
  });

  it('says what a translation dropped or added', () => {
    expect(placeholderMismatch('Code {doorCode}', 'Der Code {doorCode}')).toBeUndefined();
    expect(placeholderMismatch('{a} {b}', '{b} {a}')).toBeUndefined();
    expect(placeholderMismatch('Code {doorCode}', 'Der Code {DoorCode}')).toEqual({
      missing: ['{doorCode}'],
      added: ['{DoorCode}'],
    });
    expect(placeholderMismatch('Hello', 'Hallo {guestName}')).toEqual({
      missing: [],
      added: ['{guestName}'],
    });
  });
});

describe('XLIFF 1.2', () => {
  const units = [
    { id: 'rooms/3/name', source: 'Master Suite', target: 'Hauptsuite' },
    { id: 'check-in-instructions/1/content', source: 'A & B <c> "d" \'e\'\nline two\r\nCRLF', target: '' },
    { id: 'site-settings/1/heroHeadline', source: '日本 🌏', target: '日本 🌏' },
  ];

  it('writes escaped text that reads back the same', () => {
    const xml = writeXliff({ targetLanguage: 'de', units });
    expect(xml).toContain(
      '<source>A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;\nline two&#13;\nCRLF</source>',
    );
    expect(xml).toContain('target-language="de"');
    expect(readXliff(xml)).toEqual({ targetLanguage: 'de', units });
    // What XML cannot carry at all is left out rather than making the file unreadable.
    expect(
      readXliff(writeXliff({ targetLanguage: 'de', units: [{ id: 'a', source: 'x\u0001y', target: '' }] }))
        .units,
    ).toEqual([{ id: 'a', source: 'xy', target: '' }]);
  });

  it('reads what tools send back: prefixes, groups, CDATA, comments, inline markup, a BOM', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!-- made by a tool -->
<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  <x:file target-language='fr' source-language="en" original="k" datatype="plaintext"><x:body>
    <x:group id="g"><x:trans-unit id="rooms/1/name"><x:source>Loft</x:source>
      <x:target state="translated"><![CDATA[Le <loft>]]> &#233;t&#xE9;<x:g id="1"> gras</x:g></x:target></x:trans-unit></x:group>
    <x:trans-unit id="rooms/2/name"><x:source>Den</x:source></x:trans-unit>
  </x:body></x:file>
</x:xliff>`;
    expect(readXliff(xml)).toEqual({
      targetLanguage: 'fr',
      units: [
        { id: 'rooms/1/name', source: 'Loft', target: 'Le <loft> été gras' },
        { id: 'rooms/2/name', source: 'Den', target: '' },
      ],
    });
  });

  it('refuses DTDs and entities, and says what is broken', () => {
    const cases: [string, RegExp][] = [
      ['<!DOCTYPE xliff [<!ENTITY lol "lol">]><xliff/>', /DOCTYPE or entity declaration/],
      [
        '<xliff><file><body><trans-unit id="a"><source>&lol;</source></trans-unit></body></file></xliff>',
        /Unknown entity &lol;/,
      ],
      [
        '<xliff><file><body><trans-unit id="a"><source>a & b</source></trans-unit></body></file></xliff>',
        /bare "&"/,
      ],
      ['<xliff><file><body></file></xliff>', /<\/body> expected/],
      ['<xliff><file>', /<file> is not closed/],
      ['<xliff a=b/>', /not quoted/],
      ['<xliff/><more/>', /text after the document/],
      ['<html/>', /root element is not <xliff>/],
      ['<xliff/>', /no <file> element/],
      ['<xliff><file><body><trans-unit><source/></trans-unit></body></file></xliff>', /has no id/],
      ['<xliff><file><body>&#0;</body></file></xliff>', /Unknown entity &#0;/],
      [`${'<a>'.repeat(100)}`, /nested too deeply/],
    ];
    for (const [xml, message] of cases) {
      expect(() => readXliff(xml), xml).toThrow(XliffError);
      expect(() => readXliff(xml), xml).toThrow(message);
    }
  });
});

describe('localizedReadUrl', () => {
  it('adds the language to a read, and leaves English as it is', () => {
    expect(localizedReadUrl('/api/rooms', 'de')).toBe('/api/rooms?lang=de');
    expect(localizedReadUrl('/api/testimonials?activeOnly=true', 'ja')).toBe(
      '/api/testimonials?activeOnly=true&lang=ja',
    );
    expect(localizedReadUrl('/api/rooms', 'en')).toBe('/api/rooms');
    expect(localizedReadUrl('/api/rooms', undefined)).toBe('/api/rooms');
  });

  it('makes a page built from translated reads show the translations too, an English one not', () => {
    expect(dependenciesOfReads(['/api/rooms', '/api/site-settings'])).toEqual(['rooms', 'site_settings']);
    expect(
      dependenciesOfReads([
        localizedReadUrl('/api/rooms', 'de'),
        localizedReadUrl('/api/site-settings', 'de'),
      ]),
    ).toEqual(['content_translations', 'rooms', 'site_settings']);
    expect(dependenciesOfReads(['/api/experiences/3?lang=fr'])).toEqual([
      'bookable_experiences',
      'content_translations',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseAmenityItems, splitItemLines } from '../../src/shared/text/amenity-items.js';

describe('normaliseAmenityItems', () => {
  it('keeps an array of strings, trimmed', () => {
    expect(normaliseAmenityItems(['  Towels ', 'Linen'])).toEqual(['Towels', 'Linen']);
  });

  it('takes the name of object entries', () => {
    expect(normaliseAmenityItems([{ name: 'Sauna' }, { name: ' Fire pit ', id: 3 }, 'Bath'])).toEqual([
      'Sauna',
      'Fire pit',
      'Bath',
    ]);
  });

  it('drops empty strings, numbers, null, booleans, nested arrays and objects without a string name', () => {
    expect(
      normaliseAmenityItems([
        '',
        '   ',
        42,
        null,
        undefined,
        true,
        ['Nested'],
        {},
        { name: 7 },
        { name: '  ' },
        { label: 'x' },
        'Kept',
      ]),
    ).toEqual(['Kept']);
  });

  it('parses a JSON string holding a list', () => {
    expect(normaliseAmenityItems('["Towels", {"name": "Linen"}, 5, null]')).toEqual(['Towels', 'Linen']);
    expect(normaliseAmenityItems('  [ "Padded" ]  ')).toEqual(['Padded']);
    expect(normaliseAmenityItems('[]')).toEqual([]);
  });

  it('reads a JSON string holding one string or one named object as one item', () => {
    expect(normaliseAmenityItems('"Towels"')).toEqual(['Towels']);
    expect(normaliseAmenityItems('{"name": "Linen"}')).toEqual(['Linen']);
    expect(normaliseAmenityItems('{"other": 1}')).toEqual([]);
  });

  it('does not unwrap JSON nested in a JSON string', () => {
    expect(normaliseAmenityItems(JSON.stringify(JSON.stringify(['a', 'b'])))).toEqual(['["a","b"]']);
  });

  it('splits a string that is not JSON into one item per line', () => {
    expect(normaliseAmenityItems('Towels\n\n  Linen  \r\nFirewood\rMatches')).toEqual([
      'Towels',
      'Linen',
      'Firewood',
      'Matches',
    ]);
    expect(normaliseAmenityItems('Just one')).toEqual(['Just one']);
    expect(normaliseAmenityItems('42')).toEqual(['42']);
  });

  it('splits invalid JSON into lines rather than losing it', () => {
    expect(normaliseAmenityItems('["Towels", "Linen"')).toEqual(['["Towels", "Linen"']);
    expect(normaliseAmenityItems('[Towels\nLinen')).toEqual(['[Towels', 'Linen']);
  });

  it('gives an empty list for an empty string', () => {
    expect(normaliseAmenityItems('')).toEqual([]);
    expect(normaliseAmenityItems('  \n ')).toEqual([]);
  });

  it('reads a single object with a name as a one-item list', () => {
    expect(normaliseAmenityItems({ name: 'Sauna' })).toEqual(['Sauna']);
  });

  it('gives an empty list for anything else', () => {
    expect(normaliseAmenityItems(undefined)).toEqual([]);
    expect(normaliseAmenityItems(null)).toEqual([]);
    expect(normaliseAmenityItems(12)).toEqual([]);
    expect(normaliseAmenityItems(false)).toEqual([]);
    expect(normaliseAmenityItems({})).toEqual([]);
  });
});

describe('splitItemLines', () => {
  it('returns trimmed non-empty lines', () => {
    expect(splitItemLines(' a \n\n b\r\nc ')).toEqual(['a', 'b', 'c']);
    expect(splitItemLines('')).toEqual([]);
  });
});

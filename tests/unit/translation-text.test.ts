import { describe, expect, it } from 'vitest';
import { translationFileType } from '../../src/client/features/translations/admin-api.js';
import {
  fieldLabel,
  fieldOfMessage,
  isMultilineField,
  placeholderProblem,
  placeholdersOf,
  resourceLabel,
} from '../../src/client/features/translations/translation-text.js';

describe('placeholdersOf', () => {
  it('lists each {name} token once, in order', () => {
    expect(placeholdersOf('Code {doorCode}, WiFi {wifiPassword}, again {doorCode}.')).toEqual([
      '{doorCode}',
      '{wifiPassword}',
    ]);
  });

  it('finds none in plain text or in braces that are not a name', () => {
    expect(placeholdersOf('Welcome to the chalet')).toEqual([]);
    expect(placeholdersOf('A set {1, 2} and { spaced }')).toEqual([]);
  });
});

describe('placeholderProblem', () => {
  const english = 'The key box code is {doorCode}.';

  it('accepts a translation that keeps every placeholder', () => {
    expect(placeholderProblem('de', 'content', english, 'Der Code lautet {doorCode}.')).toBeNull();
  });

  it('names the language, the field and the placeholder a translation drops', () => {
    expect(placeholderProblem('de', 'content', english, 'Der Code lautet 1234.')).toBe(
      'The German "content" must keep {doorCode}.',
    );
    expect(placeholderProblem('ja', 'content', english, '{doorcode}')).toBe(
      'The Japanese "content" must keep {doorCode}.',
    );
  });

  it('names a placeholder the English does not have', () => {
    expect(placeholderProblem('fr', 'title', 'Arrival', 'Arrivée {guestName}')).toBe(
      'The French "title" adds {guestName}, which the English does not have.',
    );
  });

  it('lets an empty translation through: it deletes the translation', () => {
    expect(placeholderProblem('zh', 'content', english, '   ')).toBeNull();
  });
});

describe('the editor’s words', () => {
  it('labels fields and resources in plain English', () => {
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('heroTitle')).toBe('Hero title');
    expect(resourceLabel('check-in-instructions')).toBe('Check-in instructions');
    expect(resourceLabel('arrival-settings')).toBe('Arrival');
    expect(resourceLabel('new-things')).toBe('New things');
  });

  it('gives long and descriptive fields several lines, names one', () => {
    expect(isMultilineField('description', 'Short')).toBe(true);
    expect(isMultilineField('content', '')).toBe(true);
    expect(isMultilineField('name', 'Master Suite')).toBe(false);
    expect(isMultilineField('title', 'First line\nSecond line')).toBe(true);
    expect(isMultilineField('title', 'x'.repeat(200))).toBe(true);
  });

  it('places a server message beside the field it names, else nowhere', () => {
    const fields = ['name', 'description'];
    expect(fieldOfMessage('The German "description" must keep {doorCode}.', fields)).toBe('description');
    expect(fieldOfMessage('Unknown language "xx".', fields)).toBeUndefined();
  });
});

describe('translationFileType', () => {
  it('reads the kind from the name, else from the first character', () => {
    expect(translationFileType({ name: 'kanimbla-translations-de.json' }, '{}')).toBe('application/json');
    expect(translationFileType({ name: 'kanimbla-translations-de.xlf' }, '<xliff/>')).toBe(
      'application/xliff+xml',
    );
    expect(translationFileType({ name: 'from-translator' }, '  <?xml version="1.0"?>')).toBe(
      'application/xliff+xml',
    );
    expect(translationFileType({ name: 'from-translator' }, '{"locale":"de"}')).toBe('application/json');
  });
});

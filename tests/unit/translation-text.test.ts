import { describe, expect, it } from 'vitest';
import { translationFileType } from '../../src/client/features/translations/admin-api.js';
import {
  fieldLabel,
  fieldOfError,
  isMultilineField,
  placeholderProblem,
  resourceLabel,
} from '../../src/client/features/translations/translation-text.js';

describe('placeholderProblem', () => {
  const english = 'The key box code is {doorCode}.';

  it('accepts a translation that keeps every placeholder', () => {
    expect(placeholderProblem('de', 'content', english, 'Der Code lautet {doorCode}.')).toBeNull();
  });

  it('names the language, the field and every placeholder a translation drops', () => {
    expect(placeholderProblem('ko', 'content', '{doorCode} {wifiPassword}', '…')).toBe(
      'The Korean "content" must keep {doorCode}, {wifiPassword}.',
    );
    expect(placeholderProblem('de', 'content', english, 'Der Code lautet 1234.')).toBe(
      'The German "content" must keep {doorCode}.',
    );
    expect(placeholderProblem('ja', 'content', english, '{doorcode}')).toBe(
      'The Japanese "content" must keep {doorCode}.',
    );
  });

  it('names a placeholder the English does not have', () => {
    expect(placeholderProblem('fr', 'title', 'Arrival', 'Arrivée {guestName}')).toBe(
      'The French "title" must not add {guestName}: the English text has no such placeholder.',
    );
  });

  it('lets an empty translation through: it deletes the translation', () => {
    expect(placeholderProblem('zh', 'content', english, '   ')).toBeNull();
  });
});

describe('the editor’s words', () => {
  it('labels fields and resources in plain English', () => {
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('heroHeadline')).toBe('Hero headline');
    expect(fieldLabel('imageAlt')).toBe('Picture description (alt text)');
    expect(resourceLabel('check-in-instructions')).toBe('Check-in instructions');
    expect(resourceLabel('arrival-settings')).toBe('Arrival');
    expect(resourceLabel('new-things')).toBe('New things');
  });

  it('gives lists, long and descriptive fields several lines, names one', () => {
    expect(isMultilineField('rooms', 'description', 'Short')).toBe(true);
    expect(isMultilineField('rooms', 'features', 'King bed')).toBe(true);
    expect(isMultilineField('site-settings', 'aboutParagraphs', 'One')).toBe(true);
    expect(isMultilineField('check-in-instructions', 'content', '')).toBe(true);
    expect(isMultilineField('rooms', 'name', 'Master Suite')).toBe(false);
    expect(isMultilineField('site-settings', 'heroHeadline', 'Escape to the Blue Mountains')).toBe(false);
    expect(isMultilineField('attractions', 'title', 'First line\nSecond line')).toBe(true);
    expect(isMultilineField('attractions', 'title', 'x'.repeat(200))).toBe(true);
  });

  it('places a server 400 beside the field it is about, else nowhere', () => {
    const fields = ['name', 'description'];
    const message = 'The German "description": Description must be at most 5000 characters';
    expect(fieldOfError('de', message, { 'de.description': message }, fields)).toBe('description');
    expect(fieldOfError('de', 'The German "name" must keep {doorCode}.', {}, fields)).toBe('name');
    expect(fieldOfError('de', 'Unknown language "xx": translations are de, fr', {}, fields)).toBeUndefined();
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

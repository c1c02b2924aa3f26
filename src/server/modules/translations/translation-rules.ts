import type { z } from 'zod';
import { SOURCE_LOCALE, TRANSLATION_LOCALES, type TranslationLocale } from '../../../shared/locales.js';
import { AmenityUpdateSchema } from '../../../shared/schemas/amenities.js';
import { ArrivalSettingsUpdateSchema } from '../../../shared/schemas/arrival.js';
import {
  AttractionCategoryUpdateSchema,
  AttractionUpdateSchema,
} from '../../../shared/schemas/attractions.js';
import { CheckInInstructionUpdateSchema } from '../../../shared/schemas/check-in.js';
import { ExperienceUpdateSchema } from '../../../shared/schemas/experiences.js';
import {
  GuestInfoCategoryUpdateSchema,
  GuestInfoItemUpdateSchema,
} from '../../../shared/schemas/guest-info.js';
import { RoomUpdateSchema } from '../../../shared/schemas/rooms.js';
import { SiteSettingsUpdateSchema } from '../../../shared/schemas/site-settings.js';
import { TestimonialUpdateSchema } from '../../../shared/schemas/testimonials.js';
import { placeholderMismatch } from '../../../shared/text/placeholders.js';
import {
  LANGUAGE_NAMES,
  listSeparatorOf,
  TRANSLATABLE_FIELDS,
  type TranslatableResource,
} from '../../../shared/translatable-fields.js';
import { badRequest } from '../../lib/http-error.js';
import type { TranslationChange } from './translations.repository.js';

/**
 * Each resource's editable fields with the spec's rules: a translation keeps to its English field's own
 * limits (length, number of list entries), so a translated answer always passes the read's schema.
 */
const FIELD_RULES: Record<TranslatableResource, z.ZodObject> = {
  rooms: RoomUpdateSchema,
  amenities: AmenityUpdateSchema,
  'attraction-categories': AttractionCategoryUpdateSchema,
  attractions: AttractionUpdateSchema,
  'guest-info-categories': GuestInfoCategoryUpdateSchema,
  'guest-info-items': GuestInfoItemUpdateSchema,
  'check-in-instructions': CheckInInstructionUpdateSchema,
  experiences: ExperienceUpdateSchema,
  testimonials: TestimonialUpdateSchema,
  'site-settings': SiteSettingsUpdateSchema,
  'arrival-settings': ArrivalSettingsUpdateSchema,
};

/** A list field's translation as the list guests read: its lines (or paragraphs), blanks left out. */
export function splitList(text: string, separator: string): string[] {
  const parts = separator === '\n\n' ? text.split(/\n\s*\n/) : text.split('\n');
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A field's value as guests read it, from its translated text. */
export function fieldValueOf(resource: TranslatableResource, field: string, text: string): unknown {
  const separator = listSeparatorOf(resource, field);
  return separator === undefined ? text : splitList(text, separator);
}

/** A record's English of a field as one text (a list's items joined; nothing set: ''). */
export function englishTextOf(resource: TranslatableResource, field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const separator = listSeparatorOf(resource, field);
  if (separator !== undefined && Array.isArray(value)) return value.map(String).join(separator);
  return String(value);
}

/**
 * What is wrong with one translation, in the owner's words naming the language, the field and the
 * placeholder; undefined when it may be saved. `english` is the record's English text of the field.
 */
export function translationProblem(
  resource: TranslatableResource,
  locale: TranslationLocale,
  field: string,
  english: string,
  text: string,
): string | undefined {
  const what = `The ${LANGUAGE_NAMES[locale]} "${field}"`;
  const mismatch = placeholderMismatch(english, text);
  if (mismatch?.missing.length) return `${what} must keep ${mismatch.missing.join(', ')}.`;
  if (mismatch?.added.length) {
    return `${what} must not add ${mismatch.added.join(', ')}: the English text has no such placeholder.`;
  }
  const rule = FIELD_RULES[resource].shape[field] as z.ZodType | undefined;
  const checked = rule?.safeParse(fieldValueOf(resource, field, text));
  if (checked && !checked.success) {
    return `${what}: ${checked.error.issues[0]?.message ?? 'not a valid text for this field'}`;
  }
  return undefined;
}

const TRANSLATION_LIST = TRANSLATION_LOCALES.join(', ');

/** Why a language code is not one a translation can be saved in; undefined when it is. */
export function languageProblem(code: string): string | undefined {
  if (isTranslationLocale(code)) return undefined;
  if (code === SOURCE_LOCALE)
    return `"${code}" is English, the source: edit the record itself, not a translation`;
  return `Unknown language "${code}": translations are ${TRANSLATION_LIST}`;
}

/** Why a field is not one of the resource's translatable fields; undefined when it is. */
export function fieldProblem(resource: TranslatableResource, field: string): string | undefined {
  const fields = TRANSLATABLE_FIELDS[resource];
  if (fields.includes(field)) return undefined;
  return fields.length === 0
    ? `Unknown field "${field}": ${resource} has no translatable fields`
    : `Unknown field "${field}" for ${resource}: translatable are ${fields.join(', ')}`;
}

export const isTranslationLocale = (value: string): value is TranslationLocale =>
  TRANSLATION_LOCALES.includes(value as TranslationLocale);

/**
 * A PUT body's translations of one record as changes to save, each checked against the record's
 * English (`source`); the first problem is a 400 naming it, and nothing is saved.
 */
export function plannedChanges(
  resource: TranslatableResource,
  recordId: number,
  source: Readonly<Record<string, string>>,
  body: Readonly<Record<string, Readonly<Record<string, string>>>>,
): TranslationChange[] {
  const changes: TranslationChange[] = [];
  for (const [code, fields] of Object.entries(body)) {
    const badLanguage = languageProblem(code);
    if (badLanguage) throw badRequest(badLanguage, { [code]: badLanguage });
    const locale = code as TranslationLocale;
    for (const [field, value] of Object.entries(fields)) {
      const badField = fieldProblem(resource, field);
      if (badField) throw badRequest(badField, { [`${code}.${field}`]: badField });
      const text = value.trim();
      const english = source[field] ?? '';
      const problem = text === '' ? undefined : translationProblem(resource, locale, field, english, text);
      if (problem) throw badRequest(problem, { [`${code}.${field}`]: problem });
      changes.push({ resource, recordId, locale, field, text, sourceText: english });
    }
  }
  return changes;
}

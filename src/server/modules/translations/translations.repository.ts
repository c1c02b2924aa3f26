import { and, eq, inArray } from 'drizzle-orm';
import { type Locale, TRANSLATION_LOCALES, type TranslationLocale } from '../../../shared/locales.js';
import type {
  FieldTranslation,
  RecordTranslations,
  Translated,
  TranslationStatus,
  TranslationsOverview,
  TranslationUnit,
} from '../../../shared/schemas/translations.js';
import {
  TRANSLATABLE_FIELDS,
  TRANSLATABLE_RESOURCES,
  type TranslatableResource,
} from '../../../shared/translatable-fields.js';
import type { Db } from '../../db/client.js';
import { contentTranslations } from '../../db/schema.js';
import { listAmenities } from '../amenities/amenities.repository.js';
import { listAttractionCategories } from '../attraction-categories/attraction-categories.repository.js';
import { listAttractions } from '../attractions/attractions.repository.js';
import { listExperiences } from '../experiences/experiences.repository.js';
import { listGuestInfoCategories, listGuestInfoItems } from '../guest-info/guest-info.repository.js';
import { listRooms } from '../rooms/rooms.repository.js';
import { getSiteSettings } from '../site-settings/site-settings.repository.js';
import { getArrivalSettings } from '../stay/arrival-settings.repository.js';
import { listCheckInInstructions } from '../stay/check-in.repository.js';
import { listTestimonials } from '../testimonials/testimonials.repository.js';
import { englishTextOf, fieldValueOf, isTranslationLocale } from './translation-rules.js';

/** A record of a translatable resource: its id, the words the owner knows it by, its fields. */
export interface SourceRecord {
  id: number;
  label: string;
  row: Record<string, unknown>;
}

/** One translation to save: an empty text deletes it. `sourceText` is the English it was made from. */
export interface TranslationChange {
  resource: TranslatableResource;
  recordId: number;
  locale: TranslationLocale;
  field: string;
  text: string;
  sourceText: string;
}

const recordsOf = <Row extends { id: number }>(rows: Row[], label: (row: Row) => string): SourceRecord[] =>
  rows.map((row) => ({ id: row.id, label: label(row), row }));

/**
 * Each resource's records in the back office's own order (its lists' queries). `bookingUrl` is the
 * site settings' default link; singletons are id 1.
 */
const READERS: Record<TranslatableResource, (db: Db, bookingUrl: string) => Promise<SourceRecord[]>> = {
  'site-settings': async (db, bookingUrl) => [
    { id: 1, label: 'Site settings', row: await getSiteSettings(db, bookingUrl) },
  ],
  rooms: async (db) => recordsOf(await listRooms(db), (row) => row.name),
  amenities: async (db) => recordsOf(await listAmenities(db), (row) => row.categoryName),
  'attraction-categories': async (db) => recordsOf(await listAttractionCategories(db), (row) => row.name),
  attractions: async (db) => recordsOf(await listAttractions(db), (row) => row.title),
  'guest-info-categories': async (db) => recordsOf(await listGuestInfoCategories(db), (row) => row.name),
  'guest-info-items': async (db) => recordsOf(await listGuestInfoItems(db), (row) => row.title),
  'check-in-instructions': async (db) => recordsOf(await listCheckInInstructions(db), (row) => row.title),
  experiences: async (db) => recordsOf(await listExperiences(db, { all: true }), (row) => row.title),
  testimonials: async (db) => recordsOf(await listTestimonials(db, { activeOnly: false }), (row) => row.name),
  'arrival-settings': async (db) => [
    { id: 1, label: 'Arrival details', row: { ...(await getArrivalSettings(db)) } },
  ],
};

/** A resource's records, in the back office's order. */
export function listSourceRecords(db: Db, resource: TranslatableResource, bookingUrl: string) {
  return READERS[resource](db, bookingUrl);
}

/** One record of a resource, or undefined when there is none with that id. */
export async function findSourceRecord(
  db: Db,
  resource: TranslatableResource,
  id: number,
  bookingUrl: string,
): Promise<SourceRecord | undefined> {
  return (await READERS[resource](db, bookingUrl)).find((record) => record.id === id);
}

/** A record's English text of each translatable field (lists joined, unset ''). */
export function sourceTextsOf(resource: TranslatableResource, record: SourceRecord): Record<string, string> {
  return Object.fromEntries(
    TRANSLATABLE_FIELDS[resource].map((field) => [field, englishTextOf(resource, field, record.row[field])]),
  );
}

type StoredTranslation = typeof contentTranslations.$inferSelect;

function storedTranslations(
  db: Db,
  resource: TranslatableResource,
  ids: number[],
  locale?: TranslationLocale,
) {
  if (ids.length === 0) return Promise.resolve([] as StoredTranslation[]);
  return db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.resource, resource),
        inArray(contentTranslations.recordId, ids),
        locale ? eq(contentTranslations.locale, locale) : undefined,
      ),
    );
}

/** A record's translations as GET /api/translations/{resource}/{id} answers them. */
export async function recordTranslations(
  db: Db,
  resource: TranslatableResource,
  record: SourceRecord,
): Promise<RecordTranslations> {
  const fields = [...TRANSLATABLE_FIELDS[resource]];
  const source = sourceTextsOf(resource, record);
  const translations = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, {}])) as Record<
    TranslationLocale,
    Record<string, FieldTranslation>
  >;
  for (const row of await storedTranslations(db, resource, [record.id])) {
    if (!isTranslationLocale(row.locale) || !fields.includes(row.field)) continue;
    translations[row.locale][row.field] = {
      text: row.text,
      stale: row.sourceText !== source[row.field],
      sourceText: row.sourceText,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  return { resource, id: record.id, fields, source, translations };
}

/** Saves (or, for an empty text, deletes) each translation, in one transaction. */
export async function saveTranslations(db: Db, changes: readonly TranslationChange[]): Promise<number> {
  if (changes.length === 0) return 0;
  return db.transaction(async (tx) => {
    for (const { resource, recordId, locale, field, text, sourceText } of changes) {
      const key = and(
        eq(contentTranslations.resource, resource),
        eq(contentTranslations.recordId, recordId),
        eq(contentTranslations.locale, locale),
        eq(contentTranslations.field, field),
      );
      if (text === '') {
        await tx.delete(contentTranslations).where(key);
        continue;
      }
      await tx
        .insert(contentTranslations)
        .values({ resource, recordId, locale, field, text, sourceText })
        .onConflictDoUpdate({
          target: [
            contentTranslations.resource,
            contentTranslations.recordId,
            contentTranslations.locale,
            contentTranslations.field,
          ],
          set: { text, sourceText, updatedAt: new Date() },
        });
    }
    return changes.length;
  });
}

/**
 * Rows of a public read in `locale` (issue 46, "fallback honestly marked"): each translatable field
 * carries its translation when there is one made from the English the row has now, else the English,
 * and the row lists those shown in English in `englishFields` (absent when none). A stale translation
 * is never shown to a guest: the English is, which is safer for an instruction that changed. English
 * (or no locale) answers the rows themselves, untouched. The page renders read through this too (the
 * API handlers they call in-process with `?lang=`).
 */
export async function translateRows<Row extends { id: number }>(
  db: Db,
  resource: TranslatableResource,
  rows: readonly Row[],
  locale: Locale | undefined,
): Promise<Translated<Row>[]> {
  const fields = TRANSLATABLE_FIELDS[resource];
  if (!locale || !isTranslationLocale(locale) || rows.length === 0 || fields.length === 0) return [...rows];
  const found = new Map<string, StoredTranslation>();
  const ids = [...new Set(rows.map((row) => row.id))];
  for (const row of await storedTranslations(db, resource, ids, locale)) {
    found.set(`${row.recordId}/${row.field}`, row);
  }
  return rows.map((row) => {
    const translated: Record<string, unknown> = { ...row };
    const englishFields: string[] = [];
    for (const field of fields) {
      if (!(field in row)) continue; // not part of this answer (a locked instruction's content)
      const english = englishTextOf(resource, field, translated[field]);
      if (english.trim() === '') continue; // nothing shown in any language
      const translation = found.get(`${row.id}/${field}`);
      if (translation && translation.sourceText === english) {
        translated[field] = fieldValueOf(resource, field, translation.text);
      } else englishFields.push(field);
    }
    if (englishFields.length > 0) translated.englishFields = englishFields;
    return translated as Translated<Row>;
  });
}

/** A singleton (the site settings: id 1) in `locale`, as `translateRows` does a list's rows. */
export async function translateSingleton<Value extends object>(
  db: Db,
  resource: TranslatableResource,
  value: Value,
  locale: Locale | undefined,
): Promise<Translated<Value>> {
  if (!locale || !isTranslationLocale(locale)) return value;
  const [translated] = await translateRows(db, resource, [{ ...value, id: 1 }], locale);
  const { id: _id, ...rest } = translated as Translated<Value & { id: number }>;
  return rest as unknown as Translated<Value>;
}

/** A record's state in one language, as the back office's overview shows it. */
function statusOf(
  source: Record<string, string>,
  translations: ReadonlyMap<string, StoredTranslation>,
): TranslationStatus {
  const needed = Object.keys(source).filter((field) => source[field]?.trim());
  let translated = 0;
  for (const field of needed) {
    const translation = translations.get(field);
    if (!translation) continue;
    if (translation.sourceText !== source[field]) return 'stale';
    translated++;
  }
  if (translated === needed.length) return 'done';
  return translated === 0 ? 'missing' : 'partial';
}

/** Every translatable record with its state per language, resource by resource in the back office's order. */
export async function translationsOverview(db: Db, bookingUrl: string): Promise<TranslationsOverview> {
  const items: TranslationsOverview['items'] = [];
  for (const resource of TRANSLATABLE_RESOURCES) {
    const fields = [...TRANSLATABLE_FIELDS[resource]];
    if (fields.length === 0) continue; // nothing of its words to translate (the arrival details today)
    const records = await listSourceRecords(db, resource, bookingUrl);
    const stored = await storedTranslations(
      db,
      resource,
      records.map((record) => record.id),
    );
    for (const record of records) {
      const source = sourceTextsOf(resource, record);
      const status = Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => {
          const mine = new Map(
            stored
              .filter(
                (row) => row.recordId === record.id && row.locale === locale && fields.includes(row.field),
              )
              .map((row) => [row.field, row]),
          );
          return [locale, statusOf(source, mine)];
        }),
      ) as Record<TranslationLocale, TranslationStatus>;
      items.push({ resource, id: record.id, label: record.label, fields, status });
    }
  }
  return { items };
}

/**
 * One language's units, for a translator: every field with English text, the translation ('' when
 * none; a stale one as it stands, beside its new English).
 */
export async function exportUnits(
  db: Db,
  locale: TranslationLocale,
  bookingUrl: string,
): Promise<TranslationUnit[]> {
  const units: TranslationUnit[] = [];
  for (const resource of TRANSLATABLE_RESOURCES) {
    const fields = TRANSLATABLE_FIELDS[resource];
    if (fields.length === 0) continue;
    const records = await listSourceRecords(db, resource, bookingUrl);
    const stored = new Map(
      (
        await storedTranslations(
          db,
          resource,
          records.map((record) => record.id),
          locale,
        )
      ).map((row) => [`${row.recordId}/${row.field}`, row.text]),
    );
    for (const record of records) {
      const source = sourceTextsOf(resource, record);
      for (const field of fields) {
        if (!source[field]?.trim()) continue;
        units.push({
          resource,
          id: record.id,
          field,
          source: source[field] as string,
          text: stored.get(`${record.id}/${field}`) ?? '',
        });
      }
    }
  }
  return units;
}

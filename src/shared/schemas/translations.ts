import { z } from 'zod';
import './zod-config.js';
import { LOCALES, TRANSLATION_LOCALES } from '../locales.js';
import { CONTROL_CHARACTER_MESSAGE, isCleanText } from '../text/control-characters.js';

/**
 * The wire shapes of the owner's content per language (issue 46, decision 0094): the admin API's
 * `/api/translations/{resource}/{id}`, the overview, export and import, and the public reads' `?lang=`.
 */

/** The longest translation of a field without a limit of its own. */
export const TRANSLATION_MAX_LENGTH = 10_000;
/** The largest import file (a whole language of the site is well under 1 MB). */
export const TRANSLATION_IMPORT_MAX_BYTES = 4 * 1024 * 1024;

const LANGUAGE_LIST = LOCALES.join(', ');

/** `?lang=` of a public read: one of the six; `en` or absent answers the English as it always was. */
export const LangSchema = z.enum(LOCALES, {
  error: (issue) => `Unknown language "${String(issue.input)}": use one of ${LANGUAGE_LIST}`,
});
export const LangQuerySchema = z.object({ lang: LangSchema.optional() });

/** The fields of an item a read in another language shows in English (no translation, or a stale one). */
export const EnglishFieldsSchema = z.array(z.string()).optional();

/** A public read's item schema, which may say which of its fields are shown in English. */
export const withEnglishFields = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ englishFields: EnglishFieldsSchema });

/** An item of a public read in another language. */
export type Translated<T> = T & { englishFields?: string[] };

export const TranslationParamsSchema = z.object({
  resource: z.string().max(100),
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number')
    .max(2_147_483_647, 'id must be a positive whole number'),
});

export const FieldTranslationSchema = z.object({
  text: z.string(),
  /** The English text changed after this translation was saved: guests see the English. */
  stale: z.boolean(),
  /** The English text the translation was made from. */
  sourceText: z.string(),
  updatedAt: z.string(),
});
export type FieldTranslation = z.infer<typeof FieldTranslationSchema>;

const localeShape = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, value])) as Record<
      (typeof TRANSLATION_LOCALES)[number],
      T
    >,
  );

/** GET and PUT /api/translations/{resource}/{id}: every language a key; a field without translation absent. */
export const RecordTranslationsSchema = z.object({
  resource: z.string(),
  id: z.number(),
  fields: z.array(z.string()),
  source: z.record(z.string(), z.string()),
  translations: localeShape(z.record(z.string(), FieldTranslationSchema)),
});
export type RecordTranslations = z.infer<typeof RecordTranslationsSchema>;

/**
 * PUT /api/translations/{resource}/{id}: `{ "de": { "name": "…" } }`. Languages and fields are checked
 * against the resource by the server, which names what is wrong; an empty text deletes the translation.
 */
export const RecordTranslationsUpdateSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z
      .string({ error: 'A translation must be text' })
      .max(TRANSLATION_MAX_LENGTH, `A translation must be at most ${TRANSLATION_MAX_LENGTH} characters`)
      .refine(isCleanText, CONTROL_CHARACTER_MESSAGE),
  ),
);
export type RecordTranslationsUpdate = z.infer<typeof RecordTranslationsUpdateSchema>;

export const TRANSLATION_STATUSES = ['done', 'partial', 'missing', 'stale'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** GET /api/admin/translations: every translatable record, in the back office's order per resource. */
export const TranslationsOverviewSchema = z.object({
  items: z.array(
    z.object({
      resource: z.string(),
      id: z.number(),
      label: z.string(),
      fields: z.array(z.string()),
      status: localeShape(z.enum(TRANSLATION_STATUSES)),
    }),
  ),
});
export type TranslationsOverview = z.infer<typeof TranslationsOverviewSchema>;

export const TRANSLATION_FILE_FORMATS = ['json', 'xliff'] as const;
export type TranslationFileFormat = (typeof TRANSLATION_FILE_FORMATS)[number];

export const TranslationsExportQuerySchema = z.object({
  locale: z.enum(TRANSLATION_LOCALES, { error: `locale must be one of ${TRANSLATION_LOCALES.join(', ')}` }),
  format: z.enum(TRANSLATION_FILE_FORMATS, { error: 'format must be json or xliff' }).default('json'),
});

/** One unit of an exported or imported file. */
export const TranslationUnitSchema = z.object({
  resource: z.string(),
  id: z.number(),
  field: z.string(),
  source: z.string(),
  text: z.string(),
});
export type TranslationUnit = z.infer<typeof TranslationUnitSchema>;

/** The JSON export, and what a JSON import must be. */
export const TranslationFileSchema = z.object({
  locale: z.enum(TRANSLATION_LOCALES, { error: `locale must be one of ${TRANSLATION_LOCALES.join(', ')}` }),
  items: z.array(
    z.object({
      resource: z.string({ error: 'Each item needs a resource' }),
      id: z.number({ error: 'Each item needs a numeric id' }),
      field: z.string({ error: 'Each item needs a field' }),
      source: z.string({ error: 'Each item needs its English source' }),
      text: z.string({ error: 'Each item needs a text' }),
    }),
    { error: 'items must be a list' },
  ),
});
export type TranslationFile = z.infer<typeof TranslationFileSchema>;

/** POST /api/admin/translations/import's answer. */
export const TranslationImportResultSchema = z.object({
  saved: z.number(),
  skipped: z.array(z.object({ unit: z.string(), reason: z.string() })),
});
export type TranslationImportResult = z.infer<typeof TranslationImportResultSchema>;

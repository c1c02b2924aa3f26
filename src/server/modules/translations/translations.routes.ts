import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import {
  RecordTranslationsSchema,
  RecordTranslationsUpdateSchema,
  TRANSLATION_IMPORT_MAX_BYTES,
  TranslationImportResultSchema,
  TranslationParamsSchema,
  TranslationsExportQuerySchema,
  TranslationsOverviewSchema,
} from '../../../shared/schemas/translations.js';
import { isTranslatableResource, TRANSLATABLE_RESOURCES } from '../../../shared/translatable-fields.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { importTranslations, readImportFile, unitIdOf } from './translation-import.js';
import { plannedChanges } from './translation-rules.js';
import {
  exportUnits,
  findSourceRecord,
  recordTranslations,
  saveTranslations,
  sourceTextsOf,
  translationsOverview,
} from './translations.repository.js';
import { writeXliff } from './xliff.js';

/**
 * The owner's content in other languages (issue 46, decision 0094): one record's translations (GET,
 * PUT), the overview of every record's state per language, and one language as a file to hand a
 * translator and take back (JSON or XLIFF 1.2). All admin-only (the default on /api), writes behind the
 * same-origin guard like every other.
 */
export const translationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  // XLIFF arrives as its own text; JSON files through Fastify's JSON parser, as any other body.
  app.addContentTypeParser(
    ['application/xliff+xml', 'application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: TRANSLATION_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  /** The record a request names, or a 404 saying whether the resource or the id is unknown. */
  const recordOf = async (resource: string, id: number) => {
    if (!isTranslatableResource(resource)) {
      throw notFound(`Resource "${resource}" (translatable are ${TRANSLATABLE_RESOURCES.join(', ')})`);
    }
    const record = await findSourceRecord(db, resource, id, config.BOOKING_URL);
    if (!record) throw notFound(`${resource} ${id}`);
    return { resource, record };
  };

  app.get(
    adminApi.translation.pattern,
    { schema: { params: TranslationParamsSchema, response: { 200: RecordTranslationsSchema } } },
    async (request) => {
      const { resource, record } = await recordOf(request.params.resource, request.params.id);
      return recordTranslations(db, resource, record);
    },
  );

  app.put(
    adminApi.translation.pattern,
    {
      schema: {
        params: TranslationParamsSchema,
        body: RecordTranslationsUpdateSchema,
        response: { 200: RecordTranslationsSchema },
      },
    },
    async (request) => {
      const { resource, record } = await recordOf(request.params.resource, request.params.id);
      const changes = plannedChanges(resource, record.id, sourceTextsOf(resource, record), request.body);
      await saveTranslations(db, changes);
      return recordTranslations(db, resource, record);
    },
  );

  app.get(
    adminApi.translationsOverview,
    { schema: { response: { 200: TranslationsOverviewSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return translationsOverview(db, config.BOOKING_URL);
    },
  );

  app.get(
    adminApi.translationsExport.pattern,
    { schema: { querystring: TranslationsExportQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const { locale, format } = request.query;
      const units = await exportUnits(db, locale, config.BOOKING_URL);
      reply.header('cache-control', 'no-store');
      if (format === 'xliff') {
        return reply
          .header('content-type', 'application/xliff+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="kanimbla-translations-${locale}.xlf"`)
          .send(
            writeXliff({
              targetLanguage: locale,
              units: units.map((unit) => ({
                id: unitIdOf(unit.resource, unit.id, unit.field),
                source: unit.source,
                target: unit.text,
              })),
            }),
          );
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="kanimbla-translations-${locale}.json"`)
        .send(`${JSON.stringify({ locale, items: units }, null, 2)}\n`);
    },
  );

  app.post(
    adminApi.translationsImport,
    {
      bodyLimit: TRANSLATION_IMPORT_MAX_BYTES,
      schema: { body: z.unknown(), response: { 200: TranslationImportResultSchema } },
    },
    async (request) => {
      const { locale, units } = readImportFile(request.body);
      return importTranslations(db, locale, units, config.BOOKING_URL);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../shared/routes.js';
import {
  LegalPageParamsSchema,
  LegalTextSchema,
  LegalTextUpdateSchema,
} from '../../../shared/schemas/legal-texts.js';
import { SiteSettingsSchema, SiteSettingsUpdateSchema } from '../../../shared/schemas/site-settings.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { translateSingleton } from '../translations/translations.repository.js';
import {
  getLegalText,
  getSiteSettings,
  updateLegalText,
  updateSiteSettings,
} from './site-settings.repository.js';

export const siteSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    api.siteSettings,
    {
      config: { public: true },
      schema: { querystring: LangQuerySchema, response: { 200: withEnglishFields(SiteSettingsSchema) } },
    },
    async (request) =>
      translateSingleton(
        db,
        'site-settings',
        await getSiteSettings(db, config.BOOKING_URL),
        request.query.lang,
      ),
  );

  app.put(
    api.siteSettings,
    { schema: { body: updateBody(SiteSettingsUpdateSchema), response: { 200: SiteSettingsSchema } } },
    (request) => updateSiteSettings(db, request.body, config.BOOKING_URL),
  );

  app.get(
    api.legalText.pattern,
    {
      config: { public: true },
      schema: { params: LegalPageParamsSchema, response: { 200: LegalTextSchema } },
    },
    (request) => getLegalText(db, request.params.page, config.BOOKING_URL),
  );

  app.put(
    api.legalText.pattern,
    {
      schema: {
        params: LegalPageParamsSchema,
        body: updateBody(LegalTextUpdateSchema),
        response: { 200: LegalTextSchema },
      },
    },
    (request) => updateLegalText(db, request.params.page, request.body, config.BOOKING_URL),
  );
};

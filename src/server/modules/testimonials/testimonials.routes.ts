import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import {
  TestimonialCreateSchema,
  TestimonialListQuerySchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from '../../../shared/schemas/testimonials.js';
import { LangQuerySchema, withEnglishFields } from '../../../shared/schemas/translations.js';
import type { AppContext } from '../../context.js';
import { updateBody } from '../../lib/partial-update.js';
import { registerWriteRoutes } from '../../lib/write-routes.js';
import { requireAdmin } from '../auth/auth.plugin.js';
import { translateRows } from '../translations/translations.repository.js';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from './testimonials.repository.js';

export const testimonialsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Public only for `?activeOnly=true`; the full list (hidden ones too) is the admin's.
  app.get(
    adminApi.testimonials,
    {
      config: { public: true },
      schema: {
        querystring: TestimonialListQuerySchema.extend(LangQuerySchema.shape),
        response: { 200: z.array(withEnglishFields(TestimonialSchema)) },
      },
    },
    async (request, reply) => {
      const activeOnly = request.query.activeOnly === 'true';
      if (!activeOnly) {
        // The admin's list, hidden testimonials included: never cached (as every admin read).
        reply.header('cache-control', 'no-store');
        await requireAdmin(request);
      }
      return translateRows(
        db,
        'testimonials',
        await listTestimonials(db, { activeOnly }),
        request.query.lang,
      );
    },
  );

  registerWriteRoutes(app, db, 'Testimonial', {
    urls: [adminApi.testimonials, adminApi.testimonial.pattern],
    schemas: [TestimonialCreateSchema, updateBody(TestimonialUpdateSchema), TestimonialSchema],
    writes: [createTestimonial, updateTestimonial, deleteTestimonial],
  });
};

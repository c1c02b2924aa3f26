import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminApi } from '../../../shared/admin-routes.js';
import { IdParamsSchema, SuccessSchema } from '../../../shared/schemas/common.js';
import {
  TestimonialCreateSchema,
  TestimonialListQuerySchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from '../../../shared/schemas/testimonials.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { updateBody } from '../../lib/partial-update.js';
import { requireAdmin } from '../auth/auth.plugin.js';
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
      schema: { querystring: TestimonialListQuerySchema, response: { 200: z.array(TestimonialSchema) } },
    },
    async (request, reply) => {
      const activeOnly = request.query.activeOnly === 'true';
      if (!activeOnly) {
        // The admin's list, hidden testimonials included: never cached (as every admin read).
        reply.header('cache-control', 'no-store');
        await requireAdmin(request);
      }
      return listTestimonials(db, { activeOnly });
    },
  );

  app.post(
    adminApi.testimonials,
    { schema: { body: TestimonialCreateSchema, response: { 201: TestimonialSchema } } },
    async (request, reply) => reply.code(201).send(await createTestimonial(db, request.body)),
  );

  app.put(
    adminApi.testimonial.pattern,
    {
      schema: {
        params: IdParamsSchema,
        body: updateBody(TestimonialUpdateSchema),
        response: { 200: TestimonialSchema },
      },
    },
    async (request) => {
      const testimonial = await updateTestimonial(db, request.params.id, request.body);
      if (!testimonial) throw notFound('Testimonial');
      return testimonial;
    },
  );

  app.delete(
    adminApi.testimonial.pattern,
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      if (!(await deleteTestimonial(db, request.params.id))) throw notFound('Testimonial');
      return { success: true as const };
    },
  );
};

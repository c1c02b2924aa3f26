import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type {
  Testimonial,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from '../../../shared/schemas/testimonials.js';
import {
  crudFeedback,
  defineAdminCrudHooks,
  defineAdminResource,
  invalidateQueries,
} from '../admin/admin-crud.js';
import { publicTestimonialsQuery } from './queries.js';

/** Every testimonial, active and hidden (GET /api/testimonials; the key adds a false `activeOnly` flag). */
export const adminTestimonialsQuery = queryOptions<Testimonial[]>({
  queryKey: [adminApi.testimonials, false],
});

export function useAdminTestimonials() {
  return useQuery(adminTestimonialsQuery);
}

const testimonials = defineAdminResource<Testimonial, TestimonialCreateInput, TestimonialUpdateInput>({
  url: adminApi.testimonials,
  itemUrl: adminApi.testimonial,
  invalidate: invalidateQueries(adminTestimonialsQuery, publicTestimonialsQuery),
});

export const {
  useCreate: useCreateTestimonial,
  useUpdate: useUpdateTestimonial,
  useDelete: useDeleteTestimonial,
} = defineAdminCrudHooks(testimonials, crudFeedback('Testimonial'));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type {
  Testimonial,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from '../../../shared/schemas/testimonials.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminCreate,
  useAdminDelete,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
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

export const useCreateTestimonial = () =>
  useAdminCreate(testimonials, {
    success: 'Testimonial added successfully',
    onError: toastMutationError('Failed to add testimonial'),
  });

export const useUpdateTestimonial = () =>
  useAdminUpdate(testimonials, {
    success: 'Testimonial updated successfully',
    onError: toastMutationError('Failed to update testimonial'),
  });

export const useDeleteTestimonial = () =>
  useAdminDelete(testimonials, {
    success: 'Testimonial deleted successfully',
    onError: toastMutationError('Failed to delete testimonial'),
  });

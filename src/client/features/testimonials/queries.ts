import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Testimonial } from '../../../shared/schemas/testimonials.js';
import { getQueryFn } from '../../lib/api.js';

/** The active testimonials (GET /api/testimonials?activeOnly=true); a 401 gives null (spec 6). */
export const publicTestimonialsQuery = queryOptions<Testimonial[] | null>({
  queryKey: [api.publicTestimonials],
  queryFn: getQueryFn<Testimonial[] | null>({ on401: 'returnNull' }),
});

export function usePublicTestimonials() {
  return useQuery(publicTestimonialsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Testimonial } from '../../../shared/schemas/testimonials.js';

/** Every testimonial, active and hidden (GET /api/testimonials; the key adds a false `activeOnly` flag). */
export const adminTestimonialsQuery = queryOptions<Testimonial[]>({ queryKey: [api.testimonials, false] });

export function useAdminTestimonials() {
  return useQuery(adminTestimonialsQuery);
}

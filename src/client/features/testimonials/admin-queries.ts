import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Testimonial } from '../../../shared/schemas/testimonials.js';

/** The admin list key: the URL plus a false `activeOnly` flag (spec 7). */
export const adminTestimonialsQueryKey = [api.testimonials, false] as const;

/** Every testimonial, active and hidden (GET /api/testimonials). */
export function useAdminTestimonials() {
  return useQuery<Testimonial[]>({ queryKey: adminTestimonialsQueryKey });
}

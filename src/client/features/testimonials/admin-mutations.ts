import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  Testimonial,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from '../../../shared/schemas/testimonials.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { adminTestimonialsQuery } from './admin-queries.js';
import { publicTestimonialsQuery } from './queries.js';

function invalidateTestimonials(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTestimonialsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: publicTestimonialsQuery.queryKey }),
  ]);
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialCreateInput) => apiRequest<Testimonial>('POST', api.testimonials, input),
    onSuccess: async () => {
      toast({ title: 'Testimonial added successfully' });
      await invalidateTestimonials(queryClient);
    },
    onError: toastMutationError('Failed to add testimonial'),
  });
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: TestimonialUpdateInput }) =>
      apiRequest<Testimonial>('PUT', api.testimonial(id), data),
    onSuccess: async () => {
      toast({ title: 'Testimonial updated successfully' });
      await invalidateTestimonials(queryClient);
    },
    onError: toastMutationError('Failed to update testimonial'),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.testimonial(id)),
    onSuccess: async () => {
      toast({ title: 'Testimonial deleted successfully' });
      await invalidateTestimonials(queryClient);
    },
    onError: toastMutationError('Failed to delete testimonial'),
  });
}

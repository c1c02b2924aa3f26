import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  Testimonial,
  TestimonialCreateInput,
  TestimonialUpdateInput,
} from '../../../shared/schemas/testimonials.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest, errorMessage } from '../../lib/api.js';
import { handleAuthError } from '../admin/use-session-expiry.js';
import { adminTestimonialsQuery } from './admin-queries.js';
import { publicTestimonialsQuery } from './queries.js';

function invalidateTestimonials(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminTestimonialsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: publicTestimonialsQuery.queryKey }),
  ]);
}

function failure(title: string) {
  return (error: unknown) => {
    if (handleAuthError(error)) return;
    toast({ variant: 'destructive', title: `${title}: ${errorMessage(error)}` });
  };
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialCreateInput) => apiRequest<Testimonial>('POST', api.testimonials, input),
    onSuccess: async () => {
      toast({ title: 'Testimonial added successfully' });
      await invalidateTestimonials(queryClient);
    },
    onError: failure('Failed to add testimonial'),
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
    onError: failure('Failed to update testimonial'),
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
    onError: failure('Failed to delete testimonial'),
  });
}

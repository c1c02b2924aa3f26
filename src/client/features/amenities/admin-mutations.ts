import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Amenity, AmenityCreateInput } from '../../../shared/schemas/amenities.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { amenitiesQuery } from './queries.js';

function invalidateAmenities(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: amenitiesQuery.queryKey });
}

export interface AmenityCategoryFields {
  categoryName: string;
  categoryIcon: string;
}

/** POST /api/amenities with the name, the icon and an empty item list. */
export function useCreateAmenity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AmenityCategoryFields) => {
      const body: AmenityCreateInput = { ...input, items: [] };
      return apiRequest<Amenity>('POST', api.amenities, body);
    },
    onSuccess: async () => {
      toast({ title: 'Category added successfully' });
      await invalidateAmenities(queryClient);
    },
    onError: toastMutationError('Failed to add category'),
  });
}

/** PUT /api/amenities/{id} with categoryName and categoryIcon. */
export function useUpdateAmenity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: AmenityCategoryFields }) =>
      apiRequest<Amenity>('PUT', api.amenity(id), data),
    onSuccess: async () => {
      toast({ title: 'Category updated successfully' });
      await invalidateAmenities(queryClient);
    },
    onError: toastMutationError('Failed to update category'),
  });
}

/** PUT /api/amenities/{id} with only the items (trimmed, non-empty texts). */
export function useUpdateAmenityItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, items }: { id: number; items: string[] }) =>
      apiRequest<Amenity>('PUT', api.amenity(id), { items }),
    onSuccess: async () => {
      toast({ title: 'Items updated successfully' });
      await invalidateAmenities(queryClient);
    },
    onError: toastMutationError('Failed to update items'),
  });
}

/** DELETE /api/amenities/{id}. */
export function useDeleteAmenity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.amenity(id)),
    onSuccess: async () => {
      toast({ title: 'Category deleted successfully' });
      await invalidateAmenities(queryClient);
    },
    onError: toastMutationError('Failed to delete category'),
  });
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  Attraction,
  AttractionCategory,
  AttractionCategoryCreateInput,
  AttractionCreateInput,
} from '../../../shared/schemas/attractions.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { attractionCategoriesQuery, attractionsQuery } from './queries.js';

function invalidateAttractions(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: attractionsQuery.queryKey });
}

function invalidateCategories(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: attractionCategoriesQuery.queryKey });
}

/** POST /api/attractions (details as the JSON text '{}' for a new attraction). */
export function useCreateAttraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttractionCreateInput) => apiRequest<Attraction>('POST', api.attractions, input),
    onSuccess: async () => {
      toast({ title: 'Attraction added successfully' });
      await invalidateAttractions(queryClient);
    },
    onError: toastMutationError('Failed to add attraction'),
  });
}

/** PUT /api/attractions/{id} with the same fields as a create. */
export function useUpdateAttraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: AttractionCreateInput }) =>
      apiRequest<Attraction>('PUT', api.attraction(id), data),
    onSuccess: async () => {
      toast({ title: 'Attraction updated successfully' });
      await invalidateAttractions(queryClient);
    },
    onError: toastMutationError('Failed to update attraction'),
  });
}

/** DELETE /api/attractions/{id}. */
export function useDeleteAttraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.attraction(id)),
    onSuccess: async () => {
      toast({ title: 'Attraction deleted successfully' });
      await invalidateAttractions(queryClient);
    },
    onError: toastMutationError('Failed to delete attraction'),
  });
}

/** POST /api/attraction-categories with name, icon, image, sortOrder and description. */
export function useCreateAttractionCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AttractionCategoryCreateInput) =>
      apiRequest<AttractionCategory>('POST', api.attractionCategories, input),
    onSuccess: async () => {
      toast({ title: 'Category added successfully' });
      await invalidateCategories(queryClient);
    },
    onError: toastMutationError('Failed to add category'),
  });
}

/** DELETE /api/attraction-categories/{id}; the server deletes its attractions too, so both lists reload. */
export function useDeleteAttractionCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.attractionCategory(id)),
    onSuccess: async () => {
      toast({ title: 'Category deleted successfully' });
      await Promise.all([invalidateCategories(queryClient), invalidateAttractions(queryClient)]);
    },
    onError: toastMutationError('Failed to delete category'),
  });
}

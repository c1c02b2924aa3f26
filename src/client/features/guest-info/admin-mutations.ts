import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  GuestInfoCategory,
  GuestInfoCategoryCreateInput,
  GuestInfoItem,
  GuestInfoItemCreateInput,
} from '../../../shared/schemas/guest-info.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { publicGuestInfoCategoriesQuery, publicGuestInfoItemsQuery } from './queries.js';

function invalidateCategories(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: publicGuestInfoCategoriesQuery.queryKey });
}

function invalidateItems(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: publicGuestInfoItemsQuery.queryKey });
}

export function useCreateGuestInfoCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestInfoCategoryCreateInput) =>
      apiRequest<GuestInfoCategory>('POST', api.guestInfoCategories, input),
    onSuccess: async () => {
      toast({ title: 'Category added successfully' });
      await invalidateCategories(queryClient);
    },
    onError: toastMutationError('Failed to add category'),
  });
}

export function useUpdateGuestInfoCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: GuestInfoCategoryCreateInput }) =>
      apiRequest<GuestInfoCategory>('PUT', api.guestInfoCategory(id), data),
    onSuccess: async () => {
      toast({ title: 'Category updated successfully' });
      await invalidateCategories(queryClient);
    },
    onError: toastMutationError('Failed to update category'),
  });
}

/** DELETE /api/guest-info/categories/{id}; the server deletes its items too, so both lists reload. */
export function useDeleteGuestInfoCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.guestInfoCategory(id)),
    onSuccess: async () => {
      toast({ title: 'Category deleted successfully' });
      await Promise.all([invalidateCategories(queryClient), invalidateItems(queryClient)]);
    },
    onError: toastMutationError('Failed to delete category'),
  });
}

export function useCreateGuestInfoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestInfoItemCreateInput) =>
      apiRequest<GuestInfoItem>('POST', api.guestInfoItems, input),
    onSuccess: async () => {
      toast({ title: 'Item added successfully' });
      await invalidateItems(queryClient);
    },
    onError: toastMutationError('Failed to add item'),
  });
}

export function useUpdateGuestInfoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: GuestInfoItemCreateInput }) =>
      apiRequest<GuestInfoItem>('PUT', api.guestInfoItem(id), data),
    onSuccess: async () => {
      toast({ title: 'Item updated successfully' });
      await invalidateItems(queryClient);
    },
    onError: toastMutationError('Failed to update item'),
  });
}

export function useDeleteGuestInfoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.guestInfoItem(id)),
    onSuccess: async () => {
      toast({ title: 'Item deleted successfully' });
      await invalidateItems(queryClient);
    },
    onError: toastMutationError('Failed to delete item'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  AccessCode,
  AccessCodeCreateInput,
  AccessCodeUpdateInput,
} from '../../../shared/schemas/access-codes.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { accessCodesQuery } from './admin-queries.js';

export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccessCodeCreateInput) => apiRequest<AccessCode>('POST', api.accessCodes, input),
    onSuccess: async () => {
      toast({ title: 'Access code created successfully' });
      await queryClient.invalidateQueries({ queryKey: accessCodesQuery.queryKey });
    },
    onError: toastMutationError('Failed to create access code'),
  });
}

export function useUpdateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: AccessCodeUpdateInput }) =>
      apiRequest<AccessCode>('PUT', api.accessCode(id), data),
    onSuccess: async () => {
      toast({ title: 'Access code updated successfully' });
      await queryClient.invalidateQueries({ queryKey: accessCodesQuery.queryKey });
    },
    onError: toastMutationError('Failed to update access code'),
  });
}

export function useDeleteAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.accessCode(id)),
    onSuccess: async () => {
      toast({ title: 'Access code deleted successfully' });
      await queryClient.invalidateQueries({ queryKey: accessCodesQuery.queryKey });
    },
    onError: toastMutationError('Failed to delete access code'),
  });
}

/** A new code for the same stay; the old one stops working. */
export function useRegenerateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<AccessCode>('POST', api.regenerateAccessCode(id)),
    onSuccess: async () => {
      toast({ title: 'New code created: the old one no longer works' });
      await queryClient.invalidateQueries({ queryKey: accessCodesQuery.queryKey });
    },
    onError: toastMutationError('Failed to create a new code'),
  });
}

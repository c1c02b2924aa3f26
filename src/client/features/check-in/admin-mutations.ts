import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  CheckInInstruction,
  CheckInInstructionCreateInput,
  CheckInInstructionUpdateInput,
} from '../../../shared/schemas/check-in.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { adminCheckInInstructionsQuery } from './admin-queries.js';

/** The admin list, and any guest view already loaded with a code (`[api.checkIn(code)]`). */
function invalidateCheckIn(queryClient: QueryClient) {
  const guestPrefix = api.checkIn('');
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCheckInInstructionsQuery.queryKey }),
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(guestPrefix),
    }),
  ]);
}

export function useCreateCheckInInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInstructionCreateInput) =>
      apiRequest<CheckInInstruction>('POST', api.checkInInstructions, input),
    onSuccess: async () => {
      toast({ title: 'Check-in instruction created' });
      await invalidateCheckIn(queryClient);
    },
    onError: toastMutationError('Failed to create check-in instruction'),
  });
}

export function useUpdateCheckInInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: CheckInInstructionUpdateInput }) =>
      apiRequest<CheckInInstruction>('PUT', api.checkInInstruction(id), data),
    onSuccess: async () => {
      toast({ title: 'Check-in instruction updated' });
      await invalidateCheckIn(queryClient);
    },
    onError: toastMutationError('Failed to update check-in instruction'),
  });
}

export function useDeleteCheckInInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', api.checkInInstruction(id)),
    onSuccess: async () => {
      toast({ title: 'Check-in instruction deleted successfully' });
      await invalidateCheckIn(queryClient);
    },
    onError: toastMutationError('Failed to delete check-in instruction'),
  });
}

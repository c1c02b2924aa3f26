import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  CheckInInstruction,
  CheckInInstructionCreateInput,
  CheckInInstructionUpdateInput,
} from '../../../shared/schemas/check-in.js';
import { defineAdminResource, useAdminCreate, useAdminDelete, useAdminUpdate } from '../admin/admin-crud.js';
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

const instructions = defineAdminResource<
  CheckInInstruction,
  CheckInInstructionCreateInput,
  CheckInInstructionUpdateInput
>({ url: api.checkInInstructions, itemUrl: api.checkInInstruction, invalidate: invalidateCheckIn });

export const useCreateCheckInInstruction = () =>
  useAdminCreate(instructions, {
    success: 'Check-in instruction created',
    onError: toastMutationError('Failed to create check-in instruction'),
  });

export const useUpdateCheckInInstruction = () =>
  useAdminUpdate(instructions, {
    success: 'Check-in instruction updated',
    onError: toastMutationError('Failed to update check-in instruction'),
  });

export const useDeleteCheckInInstruction = () =>
  useAdminDelete(instructions, {
    success: 'Check-in instruction deleted successfully',
    onError: toastMutationError('Failed to delete check-in instruction'),
  });

import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type {
  CheckInInstruction,
  CheckInInstructionCreateInput,
  CheckInInstructionUpdateInput,
} from '../../../shared/schemas/check-in.js';
import { defineAdminResource, useAdminCreate, useAdminDelete, useAdminUpdate } from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';

/** Admin display order: ascending sortOrder, then oldest first. */
function sortCheckInInstructions(instructions: readonly CheckInInstruction[]): CheckInInstruction[] {
  return [...instructions].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * Every check-in instruction (GET /api/check-in-instructions/all). The default query function throws on
 * 401, which spec 6 wants here: an admin list load treats it as an error.
 */
export const adminCheckInInstructionsQuery = queryOptions<CheckInInstruction[]>({
  queryKey: [adminApi.checkInInstructionsAll],
});

export function useAdminCheckInInstructions() {
  return useQuery({ ...adminCheckInInstructionsQuery, select: sortCheckInInstructions });
}

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
>({ url: adminApi.checkInInstructions, itemUrl: adminApi.checkInInstruction, invalidate: invalidateCheckIn });

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

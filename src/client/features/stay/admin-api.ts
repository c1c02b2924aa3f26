import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type {
  AccessCode,
  AccessCodeCreateInput,
  AccessCodeUpdateInput,
} from '../../../shared/schemas/access-codes.js';
import type { ArrivalSettings, ArrivalSettingsUpdate } from '../../../shared/schemas/arrival.js';
import type {
  CheckInInstruction,
  CheckInInstructionCreateInput,
  CheckInInstructionUpdateInput,
} from '../../../shared/schemas/check-in.js';
import { apiRequest } from '../../lib/api.js';
import {
  defineAdminCrudHooks,
  defineAdminResource,
  invalidateQueries,
  useAdminMutation,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';

// The back office of the guest's stay: access codes, check-in instructions, arrival settings.

// Access codes

/** Every access code (GET /api/access-codes). */
export const accessCodesQuery = queryOptions<AccessCode[]>({ queryKey: [adminApi.accessCodes] });

export function useAccessCodes() {
  return useQuery(accessCodesQuery);
}

const invalidateAccessCodes = invalidateQueries(accessCodesQuery);

const accessCodes = defineAdminResource<AccessCode, AccessCodeCreateInput, AccessCodeUpdateInput>({
  url: adminApi.accessCodes,
  itemUrl: adminApi.accessCode,
  invalidate: invalidateAccessCodes,
});

export const {
  useCreate: useCreateAccessCode,
  useUpdate: useUpdateAccessCode,
  useDelete: useDeleteAccessCode,
} = defineAdminCrudHooks(accessCodes, {
  create: {
    success: 'Access code created successfully',
    onError: toastMutationError('Failed to create access code'),
  },
  update: {
    success: 'Access code updated successfully',
    onError: toastMutationError('Failed to update access code'),
  },
  delete: {
    success: 'Access code deleted successfully',
    onError: toastMutationError('Failed to delete access code'),
  },
});

/** A new code for the same stay; the old one stops working. */
export function useRegenerateAccessCode() {
  return useAdminMutation((id: number) => apiRequest<AccessCode>('POST', adminApi.regenerateAccessCode(id)), {
    success: 'New code created: the old one no longer works',
    onError: toastMutationError('Failed to create a new code'),
    invalidate: invalidateAccessCodes,
  });
}

// Check-in instructions

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

export const {
  useCreate: useCreateCheckInInstruction,
  useUpdate: useUpdateCheckInInstruction,
  useDelete: useDeleteCheckInInstruction,
} = defineAdminCrudHooks(instructions, {
  create: {
    success: 'Check-in instruction created',
    onError: toastMutationError('Failed to create check-in instruction'),
  },
  update: {
    success: 'Check-in instruction updated',
    onError: toastMutationError('Failed to update check-in instruction'),
  },
  delete: {
    success: 'Check-in instruction deleted successfully',
    onError: toastMutationError('Failed to delete check-in instruction'),
  },
});

// Arrival settings

/** The owner's arrival settings (GET /api/arrival-settings, admin only: they hold the door code). */
export const arrivalSettingsQuery = queryOptions<ArrivalSettings>({ queryKey: [adminApi.arrivalSettings] });

export function useArrivalSettings() {
  return useQuery(arrivalSettingsQuery);
}

/** PUT /api/arrival-settings with the changed fields (the calendar switch sends only its own). */
export function useUpdateArrivalSettings() {
  return useAdminMutation(
    (changes: ArrivalSettingsUpdate) => apiRequest<ArrivalSettings>('PUT', adminApi.arrivalSettings, changes),
    {
      success: 'Arrival details saved',
      onError: toastMutationError('Failed to save arrival details'),
      invalidate: invalidateQueries(arrivalSettingsQuery),
    },
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type {
  AccessCode,
  AccessCodeCreateInput,
  AccessCodeUpdateInput,
} from '../../../shared/schemas/access-codes.js';
import { apiRequest } from '../../lib/api.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminCreate,
  useAdminDelete,
  useAdminMutation,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';

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

export const useCreateAccessCode = () =>
  useAdminCreate(accessCodes, {
    success: 'Access code created successfully',
    onError: toastMutationError('Failed to create access code'),
  });

export const useUpdateAccessCode = () =>
  useAdminUpdate(accessCodes, {
    success: 'Access code updated successfully',
    onError: toastMutationError('Failed to update access code'),
  });

export const useDeleteAccessCode = () =>
  useAdminDelete(accessCodes, {
    success: 'Access code deleted successfully',
    onError: toastMutationError('Failed to delete access code'),
  });

/** A new code for the same stay; the old one stops working. */
export function useRegenerateAccessCode() {
  return useAdminMutation((id: number) => apiRequest<AccessCode>('POST', adminApi.regenerateAccessCode(id)), {
    success: 'New code created: the old one no longer works',
    onError: toastMutationError('Failed to create a new code'),
    invalidate: invalidateAccessCodes,
  });
}

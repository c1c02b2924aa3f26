import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { ArrivalSettings, ArrivalSettingsUpdate } from '../../../shared/schemas/arrival.js';
import { apiRequest } from '../../lib/api.js';
import { invalidateQueries, useAdminMutation } from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';

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

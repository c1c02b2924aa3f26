import { api } from '../../../shared/routes.js';
import type { ArrivalSettings, ArrivalSettingsUpdate } from '../../../shared/schemas/arrival.js';
import { apiRequest } from '../../lib/api.js';
import { invalidateQueries, useAdminMutation } from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { arrivalSettingsQuery } from './admin-queries.js';

/** PUT /api/arrival-settings with the changed fields (the calendar switch sends only its own). */
export function useUpdateArrivalSettings() {
  return useAdminMutation(
    (changes: ArrivalSettingsUpdate) => apiRequest<ArrivalSettings>('PUT', api.arrivalSettings, changes),
    {
      success: 'Arrival details saved',
      onError: toastMutationError('Failed to save arrival details'),
      invalidate: invalidateQueries(arrivalSettingsQuery),
    },
  );
}

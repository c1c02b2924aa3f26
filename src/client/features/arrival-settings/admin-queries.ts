import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { ArrivalSettings } from '../../../shared/schemas/arrival.js';

/** The owner's arrival settings (GET /api/arrival-settings, admin only: they hold the door code). */
export const arrivalSettingsQuery = queryOptions<ArrivalSettings>({ queryKey: [api.arrivalSettings] });

export function useArrivalSettings() {
  return useQuery(arrivalSettingsQuery);
}

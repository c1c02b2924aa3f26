import { queryOptions, useQuery } from '@tanstack/react-query';
import { MINUTE_MS, PUBLIC_LIST_RETRIES, PUBLIC_LIST_RETRY_DELAY_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { Availability } from '../../../shared/schemas/availability.js';

/** The public calendar (GET /api/availability, key `[api.availability]`). */
export const availabilityQuery = queryOptions<Availability>({
  queryKey: [api.availability],
  staleTime: MINUTE_MS,
  retry: PUBLIC_LIST_RETRIES,
  retryDelay: PUBLIC_LIST_RETRY_DELAY_MS,
  refetchOnWindowFocus: false,
});

export function useAvailability() {
  return useQuery(availabilityQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { AvailabilityFeed } from '../../../shared/schemas/availability.js';

/** The owner's calendar feeds with their sync states (GET /api/availability/feeds). */
export const availabilityFeedsQuery = queryOptions<AvailabilityFeed[]>({ queryKey: [api.availabilityFeeds] });

export function useAvailabilityFeeds() {
  return useQuery(availabilityFeedsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Amenity } from '../../../shared/schemas/amenities.js';

/** The amenity categories (GET /api/amenities, key `[api.amenities]`), with the default freshness. */
export const amenitiesQuery = queryOptions<Amenity[]>({ queryKey: [api.amenities] });

export function useAmenities() {
  return useQuery(amenitiesQuery);
}

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Amenity } from '../../../shared/schemas/amenities.js';

/** The amenity categories (GET /api/amenities, key `[api.amenities]`, prefetched on the server). */
export function useAmenities() {
  return useQuery<Amenity[]>({ queryKey: [api.amenities] });
}

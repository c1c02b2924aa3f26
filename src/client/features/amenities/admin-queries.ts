import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Amenity } from '../../../shared/schemas/amenities.js';

/**
 * Every amenity category for the admin (GET /api/amenities, key `[api.amenities]`, shared with the public
 * section so writes show on both). A 401 is an error (spec 6), as with the default query function.
 */
export function useAdminAmenities() {
  return useQuery<Amenity[]>({ queryKey: [api.amenities] });
}

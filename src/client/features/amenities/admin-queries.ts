import { useQuery } from '@tanstack/react-query';
import { amenitiesQuery } from './queries.js';

/**
 * Every amenity category for the admin: the public read as it is (key, default freshness), so writes
 * show on both. A 401 is an error (spec 6), as with the default query function.
 */
export const adminAmenitiesQuery = amenitiesQuery;

export function useAdminAmenities() {
  return useQuery(adminAmenitiesQuery);
}

import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type { Amenity, AmenityCreateInput } from '../../../shared/schemas/amenities.js';
import { apiRequest } from '../../lib/api.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminDelete,
  useAdminMutation,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { amenitiesQuery } from './queries.js';

/**
 * Every amenity category for the admin: the public read as it is (key, default freshness), so writes
 * show on both. A 401 is an error (spec 6), as with the default query function.
 */
export const adminAmenitiesQuery = amenitiesQuery;

export function useAdminAmenities() {
  return useQuery(adminAmenitiesQuery);
}

const invalidateAmenities = invalidateQueries(amenitiesQuery);

export interface AmenityCategoryFields {
  categoryName: string;
  categoryIcon: string;
}

const amenities = defineAdminResource<Amenity, AmenityCategoryFields>({
  url: api.amenities,
  itemUrl: adminApi.amenity,
  invalidate: invalidateAmenities,
});

/** POST /api/amenities with the name, the icon and an empty item list. */
export function useCreateAmenity() {
  return useAdminMutation(
    (input: AmenityCategoryFields) => {
      const body: AmenityCreateInput = { ...input, items: [] };
      return apiRequest<Amenity>('POST', api.amenities, body);
    },
    {
      success: 'Category added successfully',
      onError: toastMutationError('Failed to add category'),
      invalidate: invalidateAmenities,
    },
  );
}

/** PUT /api/amenities/{id} with categoryName and categoryIcon. */
export const useUpdateAmenity = () =>
  useAdminUpdate(amenities, {
    success: 'Category updated successfully',
    onError: toastMutationError('Failed to update category'),
  });

/** PUT /api/amenities/{id} with only the items (trimmed, non-empty texts). */
export function useUpdateAmenityItems() {
  return useAdminMutation(
    ({ id, items }: { id: number; items: string[] }) =>
      apiRequest<Amenity>('PUT', adminApi.amenity(id), { items }),
    {
      success: 'Items updated successfully',
      onError: toastMutationError('Failed to update items'),
      invalidate: invalidateAmenities,
    },
  );
}

/** DELETE /api/amenities/{id}. */
export const useDeleteAmenity = () =>
  useAdminDelete(amenities, {
    success: 'Category deleted successfully',
    onError: toastMutationError('Failed to delete category'),
  });

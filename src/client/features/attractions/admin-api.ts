import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type {
  Attraction,
  AttractionCategory,
  AttractionCategoryCreateInput,
  AttractionCreateInput,
} from '../../../shared/schemas/attractions.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminCreate,
  useAdminDelete,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { attractionCategoriesQuery, attractionsQuery } from './queries.js';

/**
 * Admin reads of attractions and their categories. They share the public keys so every write refreshes
 * the public site too, but keep the default freshness (5 s, no retries) so the admin sees changes at once.
 */
export const adminAttractionCategoriesQuery = queryOptions<AttractionCategory[]>({
  queryKey: attractionCategoriesQuery.queryKey,
});

export const adminAttractionsQuery = queryOptions<Attraction[]>({ queryKey: attractionsQuery.queryKey });

export function useAdminAttractionCategories() {
  return useQuery(adminAttractionCategoriesQuery);
}

export function useAdminAttractions() {
  return useQuery(adminAttractionsQuery);
}

const attractions = defineAdminResource<Attraction, AttractionCreateInput>({
  url: api.attractions,
  itemUrl: adminApi.attraction,
  invalidate: invalidateQueries(attractionsQuery),
});

const categories = defineAdminResource<AttractionCategory, AttractionCategoryCreateInput>({
  url: api.attractionCategories,
  itemUrl: adminApi.attractionCategory,
  invalidate: invalidateQueries(attractionCategoriesQuery),
});

/** POST /api/attractions (details as the JSON text '{}' for a new attraction). */
export const useCreateAttraction = () =>
  useAdminCreate(attractions, {
    success: 'Attraction added successfully',
    onError: toastMutationError('Failed to add attraction'),
  });

/** PUT /api/attractions/{id} with the same fields as a create. */
export const useUpdateAttraction = () =>
  useAdminUpdate(attractions, {
    success: 'Attraction updated successfully',
    onError: toastMutationError('Failed to update attraction'),
  });

/** DELETE /api/attractions/{id}. */
export const useDeleteAttraction = () =>
  useAdminDelete(attractions, {
    success: 'Attraction deleted successfully',
    onError: toastMutationError('Failed to delete attraction'),
  });

/** POST /api/attraction-categories with name, icon, image, sortOrder and description. */
export const useCreateAttractionCategory = () =>
  useAdminCreate(categories, {
    success: 'Category added successfully',
    onError: toastMutationError('Failed to add category'),
  });

/** DELETE /api/attraction-categories/{id}; the server deletes its attractions too, so both lists reload. */
export const useDeleteAttractionCategory = () =>
  useAdminDelete(categories, {
    success: 'Category deleted successfully',
    onError: toastMutationError('Failed to delete category'),
    invalidate: invalidateQueries(attractionCategoriesQuery, attractionsQuery),
  });

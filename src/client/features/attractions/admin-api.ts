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
  crudFeedback,
  defineAdminCrudHooks,
  defineAdminResource,
  invalidateQueries,
} from '../admin/admin-crud.js';
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

/**
 * POST /api/attractions (details as the JSON text '{}' for a new attraction); PUT and DELETE
 * /api/attractions/{id}, the PUT with the same fields as a create.
 */
export const {
  useCreate: useCreateAttraction,
  useUpdate: useUpdateAttraction,
  useDelete: useDeleteAttraction,
} = defineAdminCrudHooks(attractions, crudFeedback('Attraction'));

const categoryTexts = crudFeedback('Category');

/**
 * POST /api/attraction-categories with name, icon, image, sortOrder and description; DELETE
 * /api/attraction-categories/{id}, where the server deletes its attractions too, so both lists reload.
 */
export const { useCreate: useCreateAttractionCategory, useDelete: useDeleteAttractionCategory } =
  defineAdminCrudHooks(categories, {
    ...categoryTexts,
    delete: {
      ...categoryTexts.delete,
      invalidate: invalidateQueries(attractionCategoriesQuery, attractionsQuery),
    },
  });

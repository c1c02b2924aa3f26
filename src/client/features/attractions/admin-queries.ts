import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';
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

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';

/**
 * Admin reads of attractions and their categories. They share the public keys (`[api.attractionCategories]`,
 * `[api.attractions]`) so every write refreshes the public site too, but keep the default freshness
 * (5 s, no retries) so the admin sees changes at once.
 */
export function useAdminAttractionCategories() {
  return useQuery<AttractionCategory[]>({ queryKey: [api.attractionCategories] });
}

export function useAdminAttractions() {
  return useQuery<Attraction[]>({ queryKey: [api.attractions] });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PUBLIC_LIST_RETRIES,
  PUBLIC_LIST_RETRY_DELAY_MS,
  PUBLIC_LIST_STALE_TIME_MS,
} from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { Attraction, AttractionCategory } from '../../../shared/schemas/attractions.js';

/** Spec 9: attractions are fresh for 5 minutes, with 3 retries 1 s apart. */
const attractionsCache = {
  staleTime: PUBLIC_LIST_STALE_TIME_MS,
  retry: PUBLIC_LIST_RETRIES,
  retryDelay: PUBLIC_LIST_RETRY_DELAY_MS,
} as const;

/** GET /api/attraction-categories (key `[api.attractionCategories]`). */
export const attractionCategoriesQuery = queryOptions<AttractionCategory[]>({
  queryKey: [api.attractionCategories],
  ...attractionsCache,
});

/** GET /api/attractions (key `[api.attractions]`). */
export const attractionsQuery = queryOptions<Attraction[]>({
  queryKey: [api.attractions],
  ...attractionsCache,
});

export function useAttractionCategories() {
  return useQuery(attractionCategoriesQuery);
}

export function useAttractions() {
  return useQuery(attractionsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_LIST_STALE_TIME_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';

/**
 * The public gallery (GET /api/gallery, key `[api.gallery]`): fresh for 5 minutes (spec 9). The API
 * already orders it featured first, then by sortOrder; that order is kept.
 */
export const publicGalleryQuery = queryOptions<GalleryImage[]>({
  queryKey: [api.gallery],
  staleTime: PUBLIC_LIST_STALE_TIME_MS,
});

export function usePublicGallery() {
  return useQuery(publicGalleryQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_GALLERY_STALE_TIME_MS } from '../../../shared/constants.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import { publicGalleryQuery } from './queries.js';

/** Admin display order: ascending sortOrder, then oldest first. */
function sortGalleryImages(images: readonly GalleryImage[]): GalleryImage[] {
  return [...images].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * Every gallery image for the admin (the public key, so admin writes refresh the public gallery too).
 * Spec 9: fresh for 30000 ms, no refetch on window focus.
 */
export const adminGalleryQuery = queryOptions<GalleryImage[]>({
  queryKey: publicGalleryQuery.queryKey,
  staleTime: ADMIN_GALLERY_STALE_TIME_MS,
  refetchOnWindowFocus: false,
});

export function useAdminGallery() {
  return useQuery({ ...adminGalleryQuery, select: sortGalleryImages });
}

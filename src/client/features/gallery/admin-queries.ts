import { useQuery } from '@tanstack/react-query';
import { ADMIN_GALLERY_STALE_TIME_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';

/** Admin display order: ascending sortOrder, then oldest first. */
function sortGalleryImages(images: readonly GalleryImage[]): GalleryImage[] {
  return [...images].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * Every gallery image for the admin (GET /api/gallery, the public key `[api.gallery]`, so admin writes
 * refresh the public gallery too). Spec 9: fresh for 30000 ms, no refetch on window focus.
 */
export function useAdminGallery() {
  return useQuery<GalleryImage[], Error, GalleryImage[]>({
    queryKey: [api.gallery],
    staleTime: ADMIN_GALLERY_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    select: sortGalleryImages,
  });
}

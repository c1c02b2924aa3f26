import { useQuery } from '@tanstack/react-query';
import { PUBLIC_LIST_STALE_TIME_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';

/**
 * The public gallery list (the same key as the gallery section and the server's prefetch). Public cache:
 * fresh for 5 minutes; the about section also refetches whenever the window regains focus (spec 7).
 */
export function useAboutGalleryImages() {
  return useQuery<GalleryImage[]>({
    queryKey: [api.gallery],
    staleTime: PUBLIC_LIST_STALE_TIME_MS,
    refetchOnWindowFocus: 'always',
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGalleryQuery } from '../gallery/queries.js';

/**
 * The public gallery list (the gallery's key and freshness, 5 minutes); the about section also refetches
 * it whenever the window regains focus (spec 7).
 */
export const aboutGalleryImagesQuery = queryOptions({
  ...publicGalleryQuery,
  refetchOnWindowFocus: 'always',
});

export function useAboutGalleryImages() {
  return useQuery(aboutGalleryImagesQuery);
}

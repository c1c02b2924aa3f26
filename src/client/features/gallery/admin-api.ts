import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../shared/admin-routes.js';
import { ADMIN_GALLERY_STALE_TIME_MS } from '../../../shared/constants.js';
import { compareGalleryImages } from '../../../shared/gallery-order.js';
import { api } from '../../../shared/routes.js';
import type {
  GalleryImage,
  GalleryImageCreateInput,
  GalleryImageUpdateInput,
} from '../../../shared/schemas/gallery.js';
import { apiRequest } from '../../lib/api.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminCreate,
  useAdminMutation,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationErrorDetail } from '../admin/mutation-feedback.js';
import { publicGalleryQuery } from './queries.js';

/** Admin display order: ascending sortOrder, then newest first. */
function sortGalleryImages(images: readonly GalleryImage[]): GalleryImage[] {
  return [...images].sort(compareGalleryImages);
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

export const UNKNOWN_DELETE_ERROR = 'Unknown error deleting gallery image';

const invalidateGallery = invalidateQueries(publicGalleryQuery);

const gallery = defineAdminResource<GalleryImage, GalleryImageCreateInput, GalleryImageUpdateInput>({
  url: api.gallery,
  itemUrl: adminApi.galleryItem,
  invalidate: invalidateGallery,
});

export const useCreateGalleryImage = () =>
  useAdminCreate(gallery, {
    success: 'Gallery image added successfully',
    onError: toastMutationErrorDetail('Failed to add gallery image'),
  });

export const useUpdateGalleryImage = () =>
  useAdminUpdate(gallery, {
    success: 'Gallery image updated successfully',
    onError: toastMutationErrorDetail('Failed to update gallery image'),
  });

/**
 * Adds one uploaded photo to the gallery, without a toast: the photo uploader shows each file's result
 * beside it. The grid reloads after each, so a photo shows as soon as it is in.
 */
export function useAddUploadedPhoto() {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: GalleryImageCreateInput) => {
      const image = await apiRequest<GalleryImage>('POST', api.gallery, input);
      await invalidateGallery(queryClient);
      return image;
    },
    [queryClient],
  );
}

/** DELETE answers `{ success, message? }` (spec 7); a false flag is a failure too. */
export function useDeleteGalleryImage() {
  return useAdminMutation(
    async (id: number) => {
      const result = await apiRequest<{ success?: boolean; message?: string } | null>(
        'DELETE',
        adminApi.galleryItem(id),
      );
      if (result && result.success === false) throw new Error(result.message || UNKNOWN_DELETE_ERROR);
      return result;
    },
    {
      success: 'Gallery image deleted successfully',
      onError: toastMutationErrorDetail('Failed to delete gallery image', UNKNOWN_DELETE_ERROR),
      invalidate: invalidateGallery,
    },
  );
}

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

export const UNKNOWN_DELETE_ERROR = 'Unknown error deleting gallery image';

const invalidateGallery = invalidateQueries(publicGalleryQuery);

const gallery = defineAdminResource<GalleryImage, GalleryImageCreateInput, GalleryImageUpdateInput>({
  url: api.gallery,
  itemUrl: api.galleryItem,
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

/** DELETE answers `{ success, message? }` (spec 7); a false flag is a failure too. */
export function useDeleteGalleryImage() {
  return useAdminMutation(
    async (id: number) => {
      const result = await apiRequest<{ success?: boolean; message?: string } | null>(
        'DELETE',
        api.galleryItem(id),
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

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  GalleryImage,
  GalleryImageCreateInput,
  GalleryImageUpdateInput,
} from '../../../shared/schemas/gallery.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationErrorDetail } from '../admin/mutation-feedback.js';
import { publicGalleryQuery } from './queries.js';

export const UNKNOWN_DELETE_ERROR = 'Unknown error deleting gallery image';

function invalidateGallery(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: publicGalleryQuery.queryKey });
}

export function useCreateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GalleryImageCreateInput) => apiRequest<GalleryImage>('POST', api.gallery, input),
    onSuccess: async () => {
      toast({ title: 'Gallery image added successfully' });
      await invalidateGallery(queryClient);
    },
    onError: toastMutationErrorDetail('Failed to add gallery image'),
  });
}

export function useUpdateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: GalleryImageUpdateInput }) =>
      apiRequest<GalleryImage>('PUT', api.galleryItem(id), data),
    onSuccess: async () => {
      toast({ title: 'Gallery image updated successfully' });
      await invalidateGallery(queryClient);
    },
    onError: toastMutationErrorDetail('Failed to update gallery image'),
  });
}

/** DELETE answers `{ success, message? }` (spec 7); a false flag is a failure too. */
export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const result = await apiRequest<{ success?: boolean; message?: string } | null>(
        'DELETE',
        api.galleryItem(id),
      );
      if (result && result.success === false) throw new Error(result.message || UNKNOWN_DELETE_ERROR);
      return result;
    },
    onSuccess: async () => {
      toast({ title: 'Gallery image deleted successfully' });
      await invalidateGallery(queryClient);
    },
    onError: toastMutationErrorDetail('Failed to delete gallery image', UNKNOWN_DELETE_ERROR),
  });
}

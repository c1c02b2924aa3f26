import { api } from '../../../shared/routes.js';
import type {
  GuestInfoCategory,
  GuestInfoCategoryCreateInput,
  GuestInfoItem,
  GuestInfoItemCreateInput,
} from '../../../shared/schemas/guest-info.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminCreate,
  useAdminDelete,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { publicGuestInfoCategoriesQuery, publicGuestInfoItemsQuery } from './queries.js';

const categories = defineAdminResource<GuestInfoCategory, GuestInfoCategoryCreateInput>({
  url: api.guestInfoCategories,
  itemUrl: api.guestInfoCategory,
  invalidate: invalidateQueries(publicGuestInfoCategoriesQuery),
});

const items = defineAdminResource<GuestInfoItem, GuestInfoItemCreateInput>({
  url: api.guestInfoItems,
  itemUrl: api.guestInfoItem,
  invalidate: invalidateQueries(publicGuestInfoItemsQuery),
});

export const useCreateGuestInfoCategory = () =>
  useAdminCreate(categories, {
    success: 'Category added successfully',
    onError: toastMutationError('Failed to add category'),
  });

export const useUpdateGuestInfoCategory = () =>
  useAdminUpdate(categories, {
    success: 'Category updated successfully',
    onError: toastMutationError('Failed to update category'),
  });

/** DELETE /api/guest-info/categories/{id}; the server deletes its items too, so both lists reload. */
export const useDeleteGuestInfoCategory = () =>
  useAdminDelete(categories, {
    success: 'Category deleted successfully',
    onError: toastMutationError('Failed to delete category'),
    invalidate: invalidateQueries(publicGuestInfoCategoriesQuery, publicGuestInfoItemsQuery),
  });

export const useCreateGuestInfoItem = () =>
  useAdminCreate(items, {
    success: 'Item added successfully',
    onError: toastMutationError('Failed to add item'),
  });

export const useUpdateGuestInfoItem = () =>
  useAdminUpdate(items, {
    success: 'Item updated successfully',
    onError: toastMutationError('Failed to update item'),
  });

export const useDeleteGuestInfoItem = () =>
  useAdminDelete(items, {
    success: 'Item deleted successfully',
    onError: toastMutationError('Failed to delete item'),
  });

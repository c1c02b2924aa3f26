import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type {
  GuestInfoCategory,
  GuestInfoCategoryCreateInput,
  GuestInfoItem,
  GuestInfoItemCreateInput,
} from '../../../shared/schemas/guest-info.js';
import { getQueryFn } from '../../lib/api.js';
import {
  crudFeedback,
  defineAdminCrudHooks,
  defineAdminResource,
  invalidateQueries,
} from '../admin/admin-crud.js';
import { publicGuestInfoCategoriesQuery, publicGuestInfoItemsQuery } from './queries.js';

/**
 * Admin reads of guest information. They use the public keys so writes refresh the public pages too,
 * but, unlike the public reads, a 401 is an error here (spec 6). `null` can only come from a public
 * read cached under the same key.
 */
export const adminGuestInfoCategoriesQuery = queryOptions<GuestInfoCategory[] | null>({
  queryKey: publicGuestInfoCategoriesQuery.queryKey,
  queryFn: getQueryFn<GuestInfoCategory[] | null>({ on401: 'throw' }),
});

export const adminGuestInfoItemsQuery = queryOptions<GuestInfoItem[] | null>({
  queryKey: publicGuestInfoItemsQuery.queryKey,
  queryFn: getQueryFn<GuestInfoItem[] | null>({ on401: 'throw' }),
});

export function useAdminGuestInfoCategories() {
  return useQuery(adminGuestInfoCategoriesQuery);
}

export function useAdminGuestInfoItems() {
  return useQuery(adminGuestInfoItemsQuery);
}

const categories = defineAdminResource<GuestInfoCategory, GuestInfoCategoryCreateInput>({
  url: api.guestInfoCategories,
  itemUrl: adminApi.guestInfoCategory,
  invalidate: invalidateQueries(publicGuestInfoCategoriesQuery),
});

const items = defineAdminResource<GuestInfoItem, GuestInfoItemCreateInput>({
  url: api.guestInfoItems,
  itemUrl: adminApi.guestInfoItem,
  invalidate: invalidateQueries(publicGuestInfoItemsQuery),
});

const categoryTexts = crudFeedback('Category');

/** The delete of a category: the server deletes its items too, so both lists reload. */
export const {
  useCreate: useCreateGuestInfoCategory,
  useUpdate: useUpdateGuestInfoCategory,
  useDelete: useDeleteGuestInfoCategory,
} = defineAdminCrudHooks(categories, {
  ...categoryTexts,
  delete: {
    ...categoryTexts.delete,
    invalidate: invalidateQueries(publicGuestInfoCategoriesQuery, publicGuestInfoItemsQuery),
  },
});

export const {
  useCreate: useCreateGuestInfoItem,
  useUpdate: useUpdateGuestInfoItem,
  useDelete: useDeleteGuestInfoItem,
} = defineAdminCrudHooks(items, crudFeedback('Item'));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestInfoCategory, GuestInfoItem } from '../../../shared/schemas/guest-info.js';
import { getQueryFn } from '../../lib/api.js';
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

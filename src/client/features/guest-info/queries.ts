import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { GuestInfoCategory, GuestInfoItem } from '../../../shared/schemas/guest-info.js';
import { getQueryFn } from '../../lib/api.js';

/** Guest-info categories for the public pages; a 401 gives null (spec 6). */
export const publicGuestInfoCategoriesQuery = queryOptions<GuestInfoCategory[] | null>({
  queryKey: [api.guestInfoCategories],
  queryFn: getQueryFn<GuestInfoCategory[] | null>({ on401: 'returnNull' }),
});

/** Guest-info items for the public pages; a 401 gives null (spec 6). */
export const publicGuestInfoItemsQuery = queryOptions<GuestInfoItem[] | null>({
  queryKey: [api.guestInfoItems],
  queryFn: getQueryFn<GuestInfoItem[] | null>({ on401: 'returnNull' }),
});

/** What `usePublicGuestInfo` reads. */
export const publicGuestInfoQueries = [publicGuestInfoCategoriesQuery, publicGuestInfoItemsQuery] as const;

export function usePublicGuestInfoCategories() {
  return useQuery(publicGuestInfoCategoriesQuery);
}

export function usePublicGuestInfoItems() {
  return useQuery(publicGuestInfoItemsQuery);
}

export interface GuestInfoGroup {
  category: GuestInfoCategory;
  items: GuestInfoItem[];
}

const bySortOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/** Categories by sortOrder, each with its items by sortOrder; categories without items are left out. */
function groupGuestInfo(
  categories: readonly GuestInfoCategory[] | null | undefined,
  items: readonly GuestInfoItem[] | null | undefined,
): GuestInfoGroup[] {
  const byCategory = new Map<number, GuestInfoItem[]>();
  for (const item of items ?? []) {
    const list = byCategory.get(item.categoryId) ?? [];
    list.push(item);
    byCategory.set(item.categoryId, list);
  }
  return [...(categories ?? [])]
    .sort(bySortOrder)
    .map((category) => ({ category, items: (byCategory.get(category.id) ?? []).sort(bySortOrder) }))
    .filter((group) => group.items.length > 0);
}

/** Both guest-info lists for a public view, as one loading / error state. */
export function usePublicGuestInfo() {
  const categories = usePublicGuestInfoCategories();
  const items = usePublicGuestInfoItems();
  return {
    groups: groupGuestInfo(categories.data, items.data),
    isPending: categories.isPending || items.isPending,
    isError: categories.isError || items.isError,
  };
}

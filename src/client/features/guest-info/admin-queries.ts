import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { GuestInfoCategory, GuestInfoItem } from '../../../shared/schemas/guest-info.js';
import { getQueryFn } from '../../lib/api.js';

/**
 * Admin reads of guest information. They use the public keys (`[api.guestInfoCategories]`,
 * `[api.guestInfoItems]`) so writes refresh the public pages too, but, unlike the public reads, a 401 is
 * an error here (spec 6). `null` can only come from a public read cached under the same key.
 */
export function useAdminGuestInfoCategories() {
  return useQuery<GuestInfoCategory[] | null>({
    queryKey: [api.guestInfoCategories],
    queryFn: getQueryFn<GuestInfoCategory[] | null>({ on401: 'throw' }),
  });
}

export function useAdminGuestInfoItems() {
  return useQuery<GuestInfoItem[] | null>({
    queryKey: [api.guestInfoItems],
    queryFn: getQueryFn<GuestInfoItem[] | null>({ on401: 'throw' }),
  });
}

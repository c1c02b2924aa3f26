import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ROOMS_RETRIES, ADMIN_ROOMS_STALE_TIME_MS } from '../../../shared/constants.js';
import type { Room } from '../../../shared/schemas/rooms.js';
import { roomsQuery, sortRooms } from './queries.js';

/**
 * Every room for the admin (the public key, so admin writes refresh the public section too). Spec 9:
 * fresh for 30 s, 1 retry, no refetch on focus.
 */
export const adminRoomsQuery = queryOptions<Room[]>({
  queryKey: roomsQuery.queryKey,
  staleTime: ADMIN_ROOMS_STALE_TIME_MS,
  retry: ADMIN_ROOMS_RETRIES,
  refetchOnWindowFocus: false,
});

/** Every room, by ascending sortOrder. */
export function useAdminRooms() {
  return useQuery({ ...adminRoomsQuery, select: sortRooms });
}

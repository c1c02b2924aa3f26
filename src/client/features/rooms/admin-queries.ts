import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROOMS_RETRIES, ADMIN_ROOMS_STALE_TIME_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { Room } from '../../../shared/schemas/rooms.js';
import { sortRooms } from './queries.js';

/**
 * Every room for the admin, by ascending sortOrder (GET /api/rooms, the public key `[api.rooms]`, so
 * admin writes refresh the public section too). Spec 9: fresh for 30 s, 1 retry, no refetch on focus.
 */
export function useAdminRooms() {
  return useQuery<Room[], Error, Room[]>({
    queryKey: [api.rooms],
    staleTime: ADMIN_ROOMS_STALE_TIME_MS,
    retry: ADMIN_ROOMS_RETRIES,
    refetchOnWindowFocus: false,
    select: sortRooms,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PUBLIC_LIST_RETRIES,
  PUBLIC_LIST_RETRY_DELAY_MS,
  PUBLIC_LIST_STALE_TIME_MS,
} from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { Room } from '../../../shared/schemas/rooms.js';

/** Rooms in display order: ascending sortOrder (spec section 7 sorts client-side). */
export function sortRooms(rooms: readonly Room[]): Room[] {
  return [...rooms].sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * The public rooms list (GET /api/rooms, key `[api.rooms]`). Spec 9: fresh for 5 minutes, 3 retries 1 s
 * apart, no refetch on window focus.
 */
export const roomsQuery = queryOptions<Room[]>({
  queryKey: [api.rooms],
  staleTime: PUBLIC_LIST_STALE_TIME_MS,
  retry: PUBLIC_LIST_RETRIES,
  retryDelay: PUBLIC_LIST_RETRY_DELAY_MS,
  refetchOnWindowFocus: false,
});

/** The public rooms, by ascending sortOrder. */
export function useRooms() {
  return useQuery({ ...roomsQuery, select: sortRooms });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { PublicUser } from '../../../shared/schemas/auth.js';
import { getQueryFn } from '../../lib/api.js';

/** The signed-in user (spec 7: GET /api/admin/user), or null when nobody is signed in (a 401 too). */
export const currentUserQuery = queryOptions<PublicUser | null>({
  queryKey: [adminApi.adminUser],
  queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

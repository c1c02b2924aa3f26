import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { PublicUser } from '../../../shared/schemas/auth.js';
import { getQueryFn } from '../../lib/api.js';

/** The query key of the signed-in user (spec 7: GET /api/admin/user). */
export const currentUserQueryKey = [api.adminUser] as const;

/** The signed-in user, or null when nobody is signed in (a 401 also gives null). */
export function useCurrentUser() {
  return useQuery<PublicUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
  });
}

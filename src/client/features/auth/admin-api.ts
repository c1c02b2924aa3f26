import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { LoginInput, PublicUser } from '../../../shared/schemas/auth.js';
import { apiRequest } from '../../lib/api.js';
import { currentUserQuery } from './queries.js';

/** POST /api/admin/login; on success the user is cached as the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>('POST', adminApi.login, input),
    onSuccess: (user) => {
      queryClient.setQueryData<PublicUser | null>(currentUserQuery.queryKey, user);
    },
  });
}

/** POST /api/admin/logout; on success nobody is cached as the current user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true }>('POST', adminApi.logout),
    onSuccess: () => {
      queryClient.setQueryData<PublicUser | null>(currentUserQuery.queryKey, null);
    },
  });
}

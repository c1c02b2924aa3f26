import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type {
  ChangePasswordInput,
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  PublicUser,
  ResetLink,
} from '../../../shared/schemas/auth.js';
import { apiRequest, getQueryFn } from '../../lib/api.js';
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

type MessageResult = { message: string };

/** POST /api/admin/password: the signed-in owner's new password; other sessions are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest<MessageResult>('POST', adminApi.password, input),
  });
}

/** POST /api/admin/password-reset: always 202, with the same message (it tells nobody who exists). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      apiRequest<MessageResult>('POST', adminApi.passwordResetRequest, input),
  });
}

/** POST /api/admin/password-reset/{token}; every session ends, so nobody is cached as signed in. */
export function useResetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      apiRequest<MessageResult>('POST', adminApi.passwordReset(token), input),
    onSuccess: () => {
      queryClient.setQueryData<PublicUser | null>(currentUserQuery.queryKey, null);
    },
  });
}

/** GET /api/admin/password-reset/{token}: whether an emailed link still works (its refusal's reason if not). */
export const resetLinkQuery = (token: string) =>
  queryOptions<ResetLink>({
    queryKey: [adminApi.passwordReset(token)],
    queryFn: getQueryFn<ResetLink>({ on401: 'throw' }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useResetLink(token: string) {
  return useQuery(resetLinkQuery(token));
}

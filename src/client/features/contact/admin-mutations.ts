import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { ContactSubmission, ContactUpdateInput } from '../../../shared/schemas/contact.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest, errorMessage } from '../../lib/api.js';
import { handleAuthError } from '../admin/auth-error.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { notificationStatusQuery } from './admin-queries.js';
import { isContactQuery } from './queries.js';

/** Every list view (any filter or search) and the counts. */
function invalidateContact(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: isContactQuery,
  });
}

/** PUT /api/contact/{id}: read/unread, archive/unarchive. */
export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ContactUpdateInput & { id: number }) =>
      apiRequest<ContactSubmission>('PUT', api.contactMessage(id), input),
    onSuccess: () => invalidateContact(queryClient),
    onError: toastMutationError('Failed to update message'),
  });
}

/** POST /api/admin/notifications/test; the answer (or the mail server's error) becomes a toast. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true; message?: string }>('POST', api.notificationsTest),
    onSuccess: (result) => {
      toast({ title: 'Test email sent', description: result.message });
    },
    onError: (error) => {
      if (handleAuthError(error)) return;
      toast({ variant: 'destructive', title: 'Test email failed', description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationStatusQuery.queryKey }),
  });
}

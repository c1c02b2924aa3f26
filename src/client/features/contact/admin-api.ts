import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type {
  ContactFilter,
  ContactSubmission,
  ContactSummary,
  ContactUpdateInput,
} from '../../../shared/schemas/contact.js';
import type { NotificationStatus } from '../../../shared/schemas/notifications.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest, errorMessage } from '../../lib/api.js';
import { handleAuthError } from '../admin/auth-error.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { isContactQuery } from './queries.js';

export interface ContactView {
  filter: ContactFilter;
  /** Search words (name, email, subject, message); empty for none. */
  q: string;
}

export const DEFAULT_CONTACT_VIEW: ContactView = { filter: 'inbox', q: '' };

/** `base` with the view's query string; the default view is the bare URL (spec 7: GET /api/contact). */
export function contactViewUrl(base: string, { filter, q }: ContactView): string {
  const params = new URLSearchParams();
  if (filter !== 'inbox') params.set('filter', filter);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The contact messages of a view (GET /api/contact); a 401 is an error (spec 6). */
export const contactMessagesQuery = (view: ContactView = DEFAULT_CONTACT_VIEW) =>
  queryOptions<ContactSubmission[]>({
    queryKey: [contactViewUrl(api.contact, view)],
    // A new search keeps the previous rows on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });

/** Unread / archived / total counts (side menu badge, dashboard). */
export const contactSummaryQuery = queryOptions<ContactSummary>({ queryKey: [adminApi.contactSummary] });

/** Whether email notifications are set up, and how delivery is going. */
export const notificationStatusQuery = queryOptions<NotificationStatus>({
  queryKey: [adminApi.notifications],
});

export function useContactMessages(view: ContactView = DEFAULT_CONTACT_VIEW) {
  return useQuery(contactMessagesQuery(view));
}

export function useContactSummary() {
  return useQuery(contactSummaryQuery);
}

export function useNotificationStatus() {
  return useQuery(notificationStatusQuery);
}

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
      apiRequest<ContactSubmission>('PUT', adminApi.contactMessage(id), input),
    onSuccess: () => invalidateContact(queryClient),
    onError: toastMutationError('Failed to update message'),
  });
}

/**
 * POST /api/admin/notifications/test; the answer (or the mail server's error, in plain words) becomes a
 * toast, unless the caller shows it beside the button (`inline`: the mutation's data and error).
 */
export function useSendTestEmail({ inline = false }: { inline?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true; message?: string }>('POST', adminApi.notificationsTest),
    onSuccess: (result) => {
      if (!inline) toast({ title: 'Test email sent', description: result.message });
    },
    onError: (error) => {
      if (handleAuthError(error) || inline) return;
      toast({ variant: 'destructive', title: 'Test email failed', description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationStatusQuery.queryKey }),
  });
}

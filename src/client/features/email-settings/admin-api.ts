import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import type { EmailSettings, EmailSettingsUpdate } from '../../../shared/schemas/email-settings.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationErrorDetail } from '../admin/mutation-feedback.js';
import { notificationStatusQuery } from '../contact/admin-api.js';
import { setupChecklistQuery } from '../setup/queries.js';

/** The Email card's anchor on Site Settings: the setup checklist and the Messages screen link to it. */
export const EMAIL_SETTINGS_ANCHOR = 'email';

/** How the site sends email (decision 0086): the mail server (its password masked), the addresses. */
export const emailSettingsQuery = queryOptions<EmailSettings>({ queryKey: [adminApi.emailSettings] });

export function useEmailSettings() {
  return useQuery(emailSettingsQuery);
}

/** PUT the owner's fields; the Messages card and the setup checklist read whether email is on again. */
export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EmailSettingsUpdate) =>
      apiRequest<EmailSettings>('PUT', adminApi.emailSettings, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(emailSettingsQuery.queryKey, saved);
      toast({
        title: 'Email settings saved',
        description: saved.configured ? 'Send a test email to check them.' : undefined,
      });
      await Promise.all(
        [emailSettingsQuery, notificationStatusQuery, setupChecklistQuery].map((query) =>
          queryClient.invalidateQueries({ queryKey: query.queryKey }),
        ),
      );
    },
    onError: toastMutationErrorDetail('Error', 'Failed to save the email settings'),
  });
}

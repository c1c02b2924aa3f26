import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { SiteSettings, SiteSettingsUpdate } from '../../../shared/schemas/site-settings.js';
import { toast } from '../../hooks/use-toast.js';
import { ApiRequestError, apiRequest } from '../../lib/api.js';
import { handleAuthError } from '../admin/use-session-expiry.js';
import { siteSettingsQuery } from './queries.js';

/** PUT /api/site-settings with the changed fields; the public pages read the saved answer at once. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SiteSettingsUpdate) => apiRequest<SiteSettings>('PUT', api.siteSettings, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(siteSettingsQuery.queryKey, saved);
      toast({ title: 'Site settings saved', description: 'The website shows the new words and links.' });
      await queryClient.invalidateQueries({ queryKey: siteSettingsQuery.queryKey });
    },
    onError: (error: unknown) => {
      if (handleAuthError(error)) return;
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: message || 'Failed to save site settings',
      });
    },
  });
}

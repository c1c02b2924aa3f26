import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type { LegalPage, LegalText, LegalTextUpdate } from '../../../shared/schemas/legal-texts.js';
import type { SiteSettings, SiteSettingsUpdate } from '../../../shared/schemas/site-settings.js';
import { toast } from '../../hooks/use-toast.js';
import { apiRequest } from '../../lib/api.js';
import { toastMutationErrorDetail } from '../admin/mutation-feedback.js';
import { legalTextQuery, siteSettingsQuery } from './queries.js';

/**
 * The site settings for the back office form: the same key as the public hook (so a save shows on
 * both), with the default freshness (5 s) rather than the public 5 minutes, so the form opens current.
 */
export const adminSiteSettingsQuery = queryOptions<SiteSettings>({ queryKey: siteSettingsQuery.queryKey });

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQuery);
}

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
    onError: toastMutationErrorDetail('Error', 'Failed to save site settings'),
  });
}

/** PUT /api/legal-texts/{page}: the owner's privacy policy or terms of use, shown at once. */
export function useUpdateLegalText(page: LegalPage) {
  const queryClient = useQueryClient();
  const { queryKey } = legalTextQuery(page);
  return useMutation({
    mutationFn: (changes: LegalTextUpdate) => apiRequest<LegalText>('PUT', api.legalText(page), changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: 'Legal text saved', description: 'The website shows the new text.' });
    },
    onError: toastMutationErrorDetail('Error', 'Failed to save the legal text'),
  });
}

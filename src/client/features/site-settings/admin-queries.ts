import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { siteSettingsQuery } from './queries.js';

/**
 * The site settings for the back office form: the same key as the public hook (so a save shows on
 * both), with the default freshness (5 s) rather than the public 5 minutes, so the form opens current.
 */
export const adminSiteSettingsQuery = queryOptions<SiteSettings>({ queryKey: siteSettingsQuery.queryKey });

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQuery);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { api } from '../../../shared/routes.js';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';
import { useSiteConfig } from '../../lib/site-config.js';

/**
 * The site settings as the query cache holds them, kept current as the cache changes, without a query
 * observer: `useQuery` would add ~2.5 KB to the home page's first view (decision 0006), and the server
 * has already put the settings in the cache. Fetching and refetching are left to `useSiteSettings`
 * (queries.ts), which the footer on every public page uses.
 */
export function useCachedSiteSettings(): SiteSettings | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => queryClient.getQueryData<SiteSettings>([api.siteSettings]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The booking platform link: the owner's, or BOOKING_URL before the settings are loaded. */
export function useBookingUrl(): string {
  const settings = useCachedSiteSettings();
  const { bookingUrl } = useSiteConfig();
  return settings?.bookingUrl ?? bookingUrl;
}

/** The chalet's name as the owner set it (site settings), or the default name before they are loaded. */
export function useSiteName(): string {
  return useCachedSiteSettings()?.siteName ?? SITE.name;
}

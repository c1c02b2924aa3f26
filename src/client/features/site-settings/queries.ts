import { useQuery } from '@tanstack/react-query';
import { PUBLIC_LIST_STALE_TIME_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { useSiteConfig } from '../../lib/site-config.js';

/**
 * The owner's words and links (GET /api/site-settings, key `[api.siteSettings]`), prefetched by the
 * server for every public page, so `data` is there on first paint; the back office's Site settings
 * page invalidates this key when it saves. Also the check-in page's source of the host's phone/email.
 */
export function useSiteSettings() {
  return useQuery<SiteSettings>({ queryKey: [api.siteSettings], staleTime: PUBLIC_LIST_STALE_TIME_MS });
}

/** The booking platform link: the owner's, or BOOKING_URL before the settings are loaded. */
export function useBookingUrl(): string {
  const { data } = useSiteSettings();
  const { bookingUrl } = useSiteConfig();
  return data?.bookingUrl ?? bookingUrl;
}

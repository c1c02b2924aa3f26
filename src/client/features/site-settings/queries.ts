import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_LIST_STALE_TIME_MS } from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type { LegalPage, LegalText } from '../../../shared/schemas/legal-texts.js';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';

/**
 * The owner's words and links (GET /api/site-settings, key `[api.siteSettings]`). The footer declares
 * it, so the server prefetches it for every public page and `data` is there on first paint; the back
 * office's Site settings page invalidates this key when it saves.
 */
export const siteSettingsQuery = queryOptions<SiteSettings>({
  queryKey: [api.siteSettings],
  staleTime: PUBLIC_LIST_STALE_TIME_MS,
});

/**
 * The hook for sections below the fold and other pages (e.g. the check-in page's host phone and
 * email); the hero and header use `useCachedSiteSettings`.
 */
export function useSiteSettings() {
  return useQuery(siteSettingsQuery);
}

/** The owner's site name, fetched when the page did not bring it (the back office); the default meanwhile. */
export function useLoadedSiteName(): string {
  return useSiteSettings().data?.siteName ?? SITE.name;
}

/** A legal page's text and month (GET /api/legal-texts/{page}); the page declares it for the server render. */
export const legalTextQuery = (page: LegalPage) =>
  queryOptions<LegalText>({ queryKey: [api.legalText(page)], staleTime: PUBLIC_LIST_STALE_TIME_MS });

export function useLegalText(page: LegalPage) {
  return useQuery(legalTextQuery(page));
}

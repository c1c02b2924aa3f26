import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../shared/routes.js';
import { safePath } from '../../shared/token-paths.js';
import { PAGE_VIEW_SENT_ATTRIBUTE } from './client-start.js';
import { dataLayer, tellGoogleTag } from './google-tag.js';
import { useSiteConfig } from './site-config.js';

/** The analytics events of spec section 1. */
export type AnalyticsEvent = 'contact' | 'gallery_view' | 'explore_chalet' | 'book_stay';
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

/**
 * Tells our own server (POST /api/events, decision 0017) about a page view or event: the page's path
 * in its safe form (never its query, which may hold an access code, nor a manage link's token: issue
 * 42 item 6), nothing when the visitor asked not to be tracked. sendBeacon survives the page being
 * left (a 'Book' click opens the booking platform); its string body goes as text/plain, which the
 * route reads as JSON.
 */
export function sendSiteEvent(name: AnalyticsEvent | 'page_view'): void {
  if (typeof navigator === 'undefined' || navigator.doNotTrack === '1' || navigator.globalPrivacyControl)
    return;
  const body = JSON.stringify({ name, path: safePath(location.pathname) });
  if (navigator.sendBeacon?.(api.events, body)) return;
  fetch(api.events, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * Records the event on our own server and, when an analytics id is configured, pushes
 * `{ event: name, ...params }` to `window.dataLayer` for the Google tag. Browser only (call from
 * event handlers).
 */
export function trackEvent(
  analyticsId: string | null | undefined,
  name: AnalyticsEvent,
  params?: AnalyticsParams,
): void {
  if (typeof window === 'undefined') return;
  sendSiteEvent(name);
  if (!analyticsId) return;
  dataLayer().push({ event: name, ...params });
}

/** `track(name, params?)` bound to the site's analytics id (a no-op when none is configured). */
export function useAnalytics(): (name: AnalyticsEvent, params?: AnalyticsParams) => void {
  const { analyticsId } = useSiteConfig();
  return useCallback((name, params) => trackEvent(analyticsId, name, params), [analyticsId]);
}

/**
 * Records a page view of each public page on our own server (the first one, unless the start script has
 * sent it, and every client-side navigation), and loads the gtag script once, after hydration, when an
 * analytics id is configured (the CSP allows googletagmanager.com only then). Renders nothing.
 *
 * The tag hears of every navigation, in the safe form of the address (`tellGoogleTag`, decision 0068).
 */
export function AnalyticsScript() {
  const { analyticsId } = useSiteConfig();
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per route change; the address is read from location.
  useEffect(() => {
    if (analyticsId) tellGoogleTag(analyticsId);
    // The start script sent the first view of a server-rendered page as soon as it painted.
    const root = document.documentElement;
    if (root.getAttribute(PAGE_VIEW_SENT_ATTRIBUTE) === location.pathname)
      root.removeAttribute(PAGE_VIEW_SENT_ATTRIBUTE);
    else sendSiteEvent('page_view');
  }, [path]);
  return null;
}

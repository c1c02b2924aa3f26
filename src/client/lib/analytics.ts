import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../shared/routes.js';
import { PAGE_VIEW_SENT_ATTRIBUTE } from './client-start.js';
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
 * only (never its query, which may hold an access code), nothing when the visitor asked not to be
 * tracked. sendBeacon survives the page being left (a 'Book' click opens the booking platform);
 * its string body goes as text/plain, which the route reads as JSON.
 */
export function sendSiteEvent(name: AnalyticsEvent | 'page_view'): void {
  if (typeof navigator === 'undefined' || navigator.doNotTrack === '1' || navigator.globalPrivacyControl)
    return;
  const body = JSON.stringify({ name, path: location.pathname });
  if (navigator.sendBeacon?.(api.events, body)) return;
  fetch(api.events, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=';
const SCRIPT_ID = 'gtag-script';

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
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: name, ...params });
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
 */
export function AnalyticsScript() {
  const { analyticsId } = useSiteConfig();
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per route change; the path sent is read from location.
  useEffect(() => {
    // The start script sent the first view of a server-rendered page as soon as it painted.
    const root = document.documentElement;
    if (root.getAttribute(PAGE_VIEW_SENT_ATTRIBUTE) === location.pathname) {
      root.removeAttribute(PAGE_VIEW_SENT_ATTRIBUTE);
      return;
    }
    sendSiteEvent('page_view');
  }, [path]);
  useEffect(() => {
    if (!analyticsId || document.getElementById(SCRIPT_ID)) return;
    window.dataLayer = window.dataLayer ?? [];
    const dataLayer = window.dataLayer;
    // The standard gtag bootstrap: gtag() queues its `arguments` object on the data layer.
    function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object, not an array.
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    // The page address without its query: /check-in?code=… must never send a guest's access code.
    gtag('config', analyticsId, {
      page_location: `${window.location.origin}${window.location.pathname}`,
    });
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = GTAG_URL + encodeURIComponent(analyticsId);
    document.head.appendChild(script);
  }, [analyticsId]);
  return null;
}

import { useCallback, useEffect } from 'react';
import { useSiteConfig } from './site-config.js';

/** The analytics events of spec section 1. */
export type AnalyticsEvent = 'contact' | 'gallery_view' | 'explore_chalet' | 'book_stay';
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=';
const SCRIPT_ID = 'gtag-script';

/**
 * Pushes `{ event: name, ...params }` to `window.dataLayer`, but only when an analytics id is
 * configured; without one nothing is recorded anywhere. Browser only (call from event handlers).
 */
export function trackEvent(
  analyticsId: string | null | undefined,
  name: AnalyticsEvent,
  params?: AnalyticsParams,
): void {
  if (!analyticsId || typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: name, ...params });
}

/** `track(name, params?)` bound to the site's analytics id (a no-op when none is configured). */
export function useAnalytics(): (name: AnalyticsEvent, params?: AnalyticsParams) => void {
  const { analyticsId } = useSiteConfig();
  return useCallback((name, params) => trackEvent(analyticsId, name, params), [analyticsId]);
}

/**
 * Loads the gtag script once, after hydration, when an analytics id is configured (the CSP allows
 * googletagmanager.com only then). Renders nothing.
 */
export function AnalyticsScript() {
  const { analyticsId } = useSiteConfig();
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

import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../shared/routes.js';
import { safePath, safeUrl } from '../../shared/token-paths.js';
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

/** The standard gtag bootstrap: gtag() queues its `arguments` object on the data layer. */
function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object, not an array.
  window.dataLayer.push(arguments);
}

/** The page address last given to the tag: the referrer of the next client-side navigation. */
let lastPageLocation = '';

/**
 * Records a page view of each public page on our own server (the first one, unless the start script has
 * sent it, and every client-side navigation), and loads the gtag script once, after hydration, when an
 * analytics id is configured (the CSP allows googletagmanager.com only then). Renders nothing.
 *
 * The tag is given the page's address, path and referrer in their safe form (`safeUrl`, `safePath`:
 * issue 42 item 6) at its start and at every navigation: left to itself, gtag.js reads `location.href`
 * (a manage link's token, a check-in code) and `document.referrer` (the page before, which may be one).
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tag hears of every route change; the address is read from location.
  useEffect(() => {
    if (!analyticsId) return;
    const page = {
      page_location: safeUrl(location.href, location.origin),
      page_path: safePath(location.pathname),
    };
    if (!document.getElementById(SCRIPT_ID)) {
      gtag('js', new Date());
      gtag('config', analyticsId, { ...page, page_referrer: safeUrl(document.referrer, location.origin) });
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = GTAG_URL + encodeURIComponent(analyticsId);
      document.head.appendChild(script);
    } else if (page.page_location !== lastPageLocation) {
      gtag('set', { ...page, page_referrer: lastPageLocation });
    }
    lastPageLocation = page.page_location;
  }, [analyticsId, path]);
  return null;
}

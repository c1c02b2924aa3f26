import { safePath } from '../../shared/token-paths.js';

/**
 * The Google tag (when ANALYTICS_ID is set). It is given the page's address, path and referrer in their
 * safe form (issue 42 item 6, decision 0068) at its start and at every navigation: left to itself,
 * gtag.js reads `location.href` (a manage link's token, a check-in code) and `document.referrer` (the
 * page before, which may have been one).
 */

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=';

/**
 * An address as the tag may be given it: one of `origin` as origin + safePath; another site's as it is
 * (browsers send another site only its origin, the default referrer policy); '' stays ''.
 */
export const safeUrl = (url: string, origin: string): string =>
  url.startsWith(`${origin}/`) ? origin + safePath(url.slice(origin.length)) : url;

/** The tag's queue, made when first needed. */
export const dataLayer = (): unknown[] => (window.dataLayer ??= []);

/** The standard gtag bootstrap: gtag() queues its `arguments` object on the data layer. */
function gtag(..._args: unknown[]) {
  // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object, not an array.
  dataLayer().push(arguments);
}

/** The address last given to the tag ('' before the first): the referrer of the next navigation. */
let lastPageLocation = '';

/**
 * Loads the tag once (the CSP allows googletagmanager.com only with an id), then tells it of each page
 * (called once per route change).
 */
export function tellGoogleTag(analyticsId: string): void {
  const page = {
    page_location: safeUrl(location.href, location.origin),
    page_path: safePath(location.pathname),
  };
  if (!lastPageLocation) {
    gtag('js', new Date());
    gtag('config', analyticsId, { ...page, page_referrer: safeUrl(document.referrer, location.origin) });
    const script = document.createElement('script');
    // Inserted by a script, it loads async.
    script.src = GTAG_URL + encodeURIComponent(analyticsId);
    document.head.appendChild(script);
  } else {
    gtag('set', { ...page, page_referrer: lastPageLocation });
  }
  lastPageLocation = page.page_location;
}

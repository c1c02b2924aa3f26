/// <reference lib="webworker" />
/**
 * The service worker (decision 0012). It exists for one job: a guest's unlocked check-in page keeps
 * working with no signal. Everything else goes to the network:
 * - admin pages and every admin API are never handled, so never cached;
 * - public pages are network-first (a content change shows on the next online visit), with the last
 *   copy as the offline fallback; the check-in page is kept first and refreshed behind (decision 0072);
 * - a guest's check-in answers are kept as the server gave them, locked or unlocked (decision 0041:
 *   a guest who opened the link before the unlock still has the directions and the unlock time
 *   offline), and are deleted when the server refuses the code or when the access ends
 *   (`x-access-ends-at`): when such a copy is read, and whenever the worker starts or the guest
 *   opens any page of the site;
 * - the public reads a kept page needs (guest information, site settings) are network-first too, so
 *   /guest-info works offline once visited;
 * - the built scripts and styles (not the back office's) are precached so the page can start offline.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from 'serwist';
import { splitLocalePath } from '../shared/locales.js';
import {
  ACCESS_ENDS_AT_HEADER,
  CHECK_IN_CACHE,
  CHECK_IN_UNLOCKED_HEADER,
  codeOfCheckInUrl,
} from '../shared/offline.js';
import { ADMIN_API_PREFIX, API_PREFIX, api, paths } from '../shared/routes.js';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const PAGES_CACHE = 'pages-v1';
const STATIC_CACHE = 'static-v1';
const PUBLIC_API_CACHE = 'public-api-v1';
const CHECK_IN_API = new Set<string>([api.checkIn.pattern, api.checkInStay.pattern]);
/** Public, secret-free reads that the offline pages (/guest-info, the layout) need. */
const OFFLINE_PUBLIC_API = new Set<string>([api.guestInfoCategories, api.guestInfoItems, api.siteSettings]);

const isAdmin = (url: URL) =>
  url.pathname === '/admin' ||
  url.pathname.startsWith('/admin/') ||
  url.pathname.startsWith(ADMIN_API_PREFIX);

/** Everything kept for one access code, in every cache it may be in. */
async function forgetCode(code: string): Promise<void> {
  if (!code) return;
  for (const name of [CHECK_IN_CACHE, PAGES_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (codeOfCheckInUrl(request.url) === code) await cache.delete(request);
    }
  }
}

const accessEnded = (response: Response) => {
  const endsAt = response.headers.get(ACCESS_ENDS_AT_HEADER);
  return endsAt !== null && Date.now() >= Date.parse(endsAt);
};

/**
 * Deletes every kept stay whose access has ended, so a door code does not outlive the stay on a
 * device whose guest never opens the check-in page again. Runs whenever the worker activates and at
 * each page the guest opens; a handful of entries at most.
 */
async function forgetEndedStays(): Promise<void> {
  const cache = await caches.open(CHECK_IN_CACHE);
  for (const request of await cache.keys()) {
    const response = await cache.match(request, { ignoreVary: true });
    if (response && accessEnded(response)) await forgetCode(codeOfCheckInUrl(request.url));
  }
}

/**
 * The check-in answers' rules: every answer the server gives the code is kept (the server never
 * sends a secret before the window, so a locked answer holds none); dropped on refusal or when the
 * access ends.
 */
const checkInRules: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status === 200 && response.headers.has(CHECK_IN_UNLOCKED_HEADER)) return response;
    // Refused (403): nothing of this code stays on the device.
    if (response.status === 403) await forgetCode(codeOfCheckInUrl(request.url));
    return null;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse) return null;
    if (accessEnded(cachedResponse)) {
      await forgetCode(codeOfCheckInUrl(request.url));
      return null;
    }
    return cachedResponse;
  },
};

/**
 * The language this worker was registered for (`/sw.js?lang=de`; English: `/sw.js`). Each language's
 * build has its own files (`assets/de/…`; English's straight in `assets/`): only the visitor's are
 * precached (decision 0093).
 */
const LOCALE = new URL(self.location.href).searchParams.get('lang') ?? 'en';
const LANGUAGE_FOLDER = /^\/?assets\/([a-z]{2})\//;
const isOwnLanguage = (entry: PrecacheEntry | string) =>
  (LANGUAGE_FOLDER.exec(typeof entry === 'string' ? entry : entry.url)?.[1] ?? 'en') === LOCALE;

const serwist = new Serwist({
  // The back office's chunks are left out at build time (vite.config.ts).
  precacheEntries: self.__SW_MANIFEST?.filter(isOwnLanguage),
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin && request.method === 'GET' && CHECK_IN_API.has(url.pathname),
      handler: new NetworkFirst({
        cacheName: CHECK_IN_CACHE,
        networkTimeoutSeconds: 6,
        matchOptions: { ignoreVary: true },
        plugins: [checkInRules],
      }),
    },
    {
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin && request.method === 'GET' && OFFLINE_PUBLIC_API.has(url.pathname),
      handler: new NetworkFirst({
        cacheName: PUBLIC_API_CACHE,
        networkTimeoutSeconds: 6,
        matchOptions: { ignoreVary: true },
        plugins: [new ExpirationPlugin({ maxEntries: 10 })],
      }),
    },
    {
      // The check-in page, kept first (decision 0072): a guest with one bar of signal gets the kept
      // page at once and the page shows the stay kept on the phone; the network refreshes the copy
      // behind it. The page carries no stay data of its own (the answers above do).
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin && request.method === 'GET' && splitLocalePath(url.pathname).path === paths.checkIn,
      handler: new StaleWhileRevalidate({ cacheName: PAGES_CACHE, matchOptions: { ignoreVary: true } }),
    },
    {
      // Public pages (anything that is not the API, an asset or the back office): network first.
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin &&
        request.method === 'GET' &&
        !isAdmin(url) &&
        !url.pathname.startsWith(API_PREFIX) &&
        !/\.[a-z0-9]+$/i.test(url.pathname),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 6,
        matchOptions: { ignoreVary: true },
        plugins: [new ExpirationPlugin({ maxEntries: 20 })],
      }),
    },
    {
      // Versioned icon sprite and fonts: they never change at a given URL.
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && (url.pathname === '/icons.svg' || /\.woff2$/.test(url.pathname)),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 30 })],
      }),
    },
  ],
});

// A failed sweep is tried again at the next page; it never stands in the way of an answer.
const sweepEndedStays = (event: ExtendableEvent) => event.waitUntil(forgetEndedStays().catch(() => {}));
self.addEventListener('activate', sweepEndedStays);
// Registered before Serwist's own listener; it answers nothing, only sweeps beside the page load.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') sweepEndedStays(event);
});

serwist.addEventListeners();

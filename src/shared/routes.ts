/**
 * Every path of the site and the public site's API calls in one place (spec sections 2 and 7); the back
 * office's and the server's own API URLs are in `admin-routes.ts`.
 */

import { m } from './i18n/locale.js';
import { SITE } from './site.js';

export const paths = {
  home: '/',
  checkIn: '/check-in',
  guestInfo: '/guest-info',
  attractions: '/attractions',
  gallery: '/gallery',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  /** Bookable experiences (issue 35): the list; one is `experiencePagePath(id)`. */
  experiences: '/experiences',
  /** A guest's booking, opened from the confirmation email: `manageBookingPagePath(token)`. */
  manageBooking: '/manage-booking',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    gallery: '/admin/gallery',
    rooms: '/admin/rooms',
    testimonials: '/admin/testimonials',
    messages: '/admin/messages',
    attractions: '/admin/attractions',
    amenities: '/admin/amenities',
    guestInformation: '/admin/guest-information',
    checkIn: '/admin/check-in',
    accessCodes: '/admin/access-codes',
    availability: '/admin/availability',
    siteSettings: '/admin/site-settings',
    experiences: '/admin/experiences',
    experienceBookings: '/admin/experience-bookings',
    /** The owner's texts in the other languages (issue 46): status per item, editor, export and import. */
    translations: '/admin/translations',
    /** The owner's account: the password (issue 45 item 2). */
    account: '/admin/account',
    /** "Forgot password?": asks the username, emails the owner a reset link. */
    forgotPassword: '/admin/forgot-password',
    /** The emailed link's page: `resetPasswordPagePath(token)`. */
    resetPassword: '/admin/reset-password',
  },
} as const;

/** One experience's page. */
export const experiencePagePath = (id: number) => `${paths.experiences}/${id}`;
/** The page a confirmation email links to: the guest's booking, with the cancel button. Never cached. */
export const manageBookingPagePath = (token: string) => `${paths.manageBooking}/${encodeURIComponent(token)}`;

/** The page an emailed password-reset link opens (single-use, one hour; decision 0085). */
export const resetPasswordPagePath = (token: string) =>
  `${paths.admin.resetPassword}/${encodeURIComponent(token)}`;

/** The router's patterns of those two pages (client routes, page heads). */
export const experiencePagePattern = `${paths.experiences}/:id`;
export const manageBookingPagePattern = `${paths.manageBooking}/:token`;
/** The back office's router pattern of an emailed reset link's page. */
export const resetPasswordPagePattern = `${paths.admin.resetPassword}/:token`;

/**
 * The query parameters each page reads (decision 0038); a page not listed reads none. Any other
 * parameter (`utm_*`, `fbclid`, a cache-buster) does not change what the page shows, so the render
 * cache keys a page by its path and these alone, and renders it with these alone.
 */
export const pageQueryParams: Readonly<Record<string, readonly string[]>> = {
  [paths.checkIn]: ['code'], // check-in-page.tsx: the guest's access code
};

/** Home page section ids, in page order. */
export const sectionIds = {
  home: 'home',
  about: 'about',
  rooms: 'rooms',
  amenities: 'amenities',
  attractions: 'attractions',
  gallery: 'gallery',
  testimonials: 'testimonials',
  guestInfo: 'guest-info',
  checkInHelp: 'check-in-help',
  availability: 'availability',
  experiences: 'experiences',
  contact: 'contact',
} as const;

/**
 * A URL built from arguments, described once: `pattern` is the path as the server registers it
 * (Fastify's `:name` for its one path parameter), and calling it gives the URL a client requests: the
 * parameter filled with the first argument, encoded, then `?` and what `query` makes of the arguments,
 * if anything. Server routes register `x.pattern`; clients call `x(…)`.
 */
export interface ApiUrl<A extends unknown[]> {
  (...args: A): string;
  readonly pattern: string;
}

export function apiUrl<A extends unknown[]>(pattern: string, query?: (...args: A) => string): ApiUrl<A> {
  return Object.assign(
    (...args: A) => {
      const path = pattern.replace(/:\w+/, () => encodeURIComponent(String(args[0])));
      const search = query?.(...args);
      return search ? `${path}?${search}` : path;
    },
    { pattern },
  );
}

/** The prefix of every API URL (the server's 404 for unknown ones, the service worker's pass-through). */
export const API_PREFIX = '/api/';
/** The prefix of the back office's own API URLs: never cached by the service worker. */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * The API URLs the public site calls (its pages, the service worker, the shared code they import). The
 * back office's and the server's own URLs are `adminApi` (`admin-routes.ts`): this object ships in the
 * home page's first view, and an object literal is not tree-shaken per property (decision 0061).
 */
export const api = {
  gallery: '/api/gallery',
  rooms: '/api/rooms',
  amenities: '/api/amenities',
  attractionCategories: '/api/attraction-categories',
  attractions: '/api/attractions',
  guestInfoCategories: '/api/guest-info/categories',
  guestInfoItems: '/api/guest-info/items',
  publicTestimonials: '/api/testimonials?activeOnly=true',
  contact: '/api/contact',
  validateAccessCode: '/api/access-codes/validate',
  checkIn: apiUrl('/api/check-in', (code: string) => `code=${encodeURIComponent(code)}`),
  checkInStay: apiUrl('/api/check-in/stay', (code: string) => `code=${encodeURIComponent(code)}`),
  /** A guest's "Code not working?" message and "I'm in" (issue 43). */
  checkInHelp: '/api/check-in/help',
  checkInArrived: '/api/check-in/arrived',
  siteSettings: '/api/site-settings',
  /** A legal page's text (GET public, PUT the owner's; issue 45). */
  legalText: apiUrl<[page: 'privacy-policy' | 'terms-of-use']>('/api/legal-texts/:page'),
  resolveImage: '/api/resolve-image',
  optimizeImage: '/api/optimize-image',
  heroImage: '/images/hero.webp',
  heroPortraitImage: '/images/hero-portrait.webp',
  availability: '/api/availability',
  events: '/api/events',
  experiences: '/api/experiences',
  experienceAvailability: apiUrl(
    '/api/experiences/:id/availability',
    (_id: number, range: { from?: string; to?: string } = {}) =>
      new URLSearchParams(
        Object.entries(range).filter((entry): entry is [string, string] => !!entry[1]),
      ).toString(),
  ),
  experienceBookings: '/api/experience-bookings',
  managedBooking: apiUrl<[token: string]>('/api/experience-bookings/manage/:token'),
  cancelManagedBooking: apiUrl<[token: string]>('/api/experience-bookings/manage/:token/cancel'),
  confirmManagedBooking: apiUrl<[token: string]>('/api/experience-bookings/manage/:token/confirm'),
} as const;

/** What the browser needs of a page: its title (set on client-side navigation) and breadcrumb. */
export interface PageHead {
  title: string;
  /** Header breadcrumb (spec: desktop only, non-home pages). */
  breadcrumb: string;
  noindex: boolean;
  notFound: boolean;
}

/**
 * Each public page's title before the site name (`Gallery` → 'Gallery | Kanimbla Alpine Chalet'); the
 * home page's name comes first. With the default name these are the spec's titles exactly. Messages in
 * the current language (the server renders inside the page's, decision 0093).
 */
const publicPageHeads: Record<string, { label: () => string; breadcrumb?: () => string }> = {
  [paths.home]: { label: m.common_page_home },
  [paths.checkIn]: { label: m.common_page_check_in, breadcrumb: m.common_page_check_in },
  [paths.guestInfo]: { label: m.common_page_guest_info, breadcrumb: m.common_page_guest_info },
  [paths.attractions]: { label: m.common_page_attractions, breadcrumb: m.common_page_attractions },
  [paths.gallery]: { label: m.common_page_gallery, breadcrumb: m.common_page_gallery },
  [paths.privacyPolicy]: { label: m.common_page_privacy },
  [paths.termsOfUse]: { label: m.common_page_terms },
  [experiencePagePattern]: { label: m.common_page_experiences, breadcrumb: m.common_page_experiences },
  [manageBookingPagePattern]: { label: m.common_page_booking, breadcrumb: m.common_page_booking },
};

/** A page's title: its label, then the site name (the home page: the name first). */
const pageTitle = (pattern: string, label: string, siteName: string) =>
  pattern === paths.home ? `${siteName} | ${label}` : `${label} | ${siteName}`;

/**
 * The declared public page a pathname (lower case) is: its own path, or the pattern of a page with a
 * parameter (`/experiences/{id}`, `/manage-booking/{token}`: 43 base64url characters).
 */
export function publicPathPattern(pathname: string): string | undefined {
  if (pathname in publicPageHeads && !pathname.includes(':')) return pathname;
  if (EXPERIENCE_PAGE_PATH.test(pathname)) return experiencePagePattern;
  if (/^\/manage-booking\/[\w-]{43}$/.test(pathname)) return manageBookingPagePattern;
}

/** One experience's page, as `experiencePagePath(id)` writes it; the id is its first group. */
export const EXPERIENCE_PAGE_PATH = /^\/experiences\/([1-9]\d{0,9})$/;

/**
 * Whether `pathname` is a page of the public site whose visits are counted: a 404 (`/nope`) never enters
 * the analytics (issue 37), nor a guest's booking (its address holds the token).
 */
export function isPublicPagePath(pathname: string): boolean {
  const pattern = publicPathPattern(pathname);
  return pattern !== undefined && pattern !== manageBookingPagePattern;
}

/**
 * Title, breadcrumb and indexing rules of a path (pathname only, no query); `siteName` is the owner's
 * (site settings), the default name until they are known.
 */
export function getPageHead(pathname: string, siteName: string = SITE.name): PageHead {
  const pattern = publicPathPattern(pathname);
  // A guest's own booking is never indexed: its address is the key to it.
  if (pattern) {
    const { label, breadcrumb } = publicPageHeads[pattern];
    return {
      title: pageTitle(pattern, label(), siteName),
      breadcrumb: breadcrumb?.() ?? '',
      noindex: pattern === manageBookingPagePattern,
      notFound: false,
    };
  }
  if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`)) {
    return {
      title: `Admin | ${siteName}`,
      breadcrumb: 'Admin Dashboard',
      noindex: true,
      notFound: false,
    };
  }
  return {
    title: `${m.common_page_not_found()} | ${siteName}`,
    breadcrumb: '',
    noindex: true,
    notFound: true,
  };
}

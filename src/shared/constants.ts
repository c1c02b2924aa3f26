/** Every number of spec section 9, named once. */

export const MINUTE_MS = 60_000;

// Query caches (spec 9)
export const DEFAULT_REFETCH_INTERVAL_MS = 30_000;
export const DEFAULT_STALE_TIME_MS = 5_000;
export const PUBLIC_LIST_STALE_TIME_MS = 5 * MINUTE_MS;
export const PUBLIC_LIST_RETRIES = 3;
export const PUBLIC_LIST_RETRY_DELAY_MS = 1_000;
export const ADMIN_GALLERY_STALE_TIME_MS = 30_000;
export const ADMIN_ROOMS_STALE_TIME_MS = 30_000;
export const ADMIN_ROOMS_RETRIES = 1;

// Toasts
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const TOAST_LAYER = 100;

// Header and navigation
export const HEADER_SOLID_SCROLL_PX = 100;
export const GUEST_INFO_SCROLL_DELAY_MS = 100;

// Hero
export const HERO_IMAGE_TIMEOUT_MS = 5_000;
export const HERO_MAX_RETRIES = 2;
export const HERO_HEIGHT_VH = 90;
export const HERO_WIDTHS = [800, 1200, 1920] as const;
export const HERO_QUALITY_MOBILE = 75;
export const HERO_QUALITY_TABLET = 80;
export const HERO_QUALITY_DESKTOP = 85;
/**
 * The portrait crop for portrait screens up to the tablet breakpoint (decision 0021): 3:4, so the
 * 1200-wide crop (1200×1600) covers a 390×760 css hero at DPR 3 and a 768×922 one at DPR 2 with at least
 * 2 image pixels per 3 device pixels.
 */
export const HERO_PORTRAIT_WIDTHS = [600, 900, 1200] as const;
/** Width over height of the portrait crop. */
export const HERO_PORTRAIT_ASPECT = 3 / 4;
export const HERO_PORTRAIT_QUALITY = HERO_QUALITY_MOBILE;

// About images
export const ABOUT_IMAGE_COUNT = 3;
export const ABOUT_IMAGE_WIDTHS = [500, 700, 1000] as const;
export const ABOUT_IMAGE_QUALITY = 78;

// Guest information
export const GUEST_INFO_CARD_ITEMS = 2;
export const GUEST_INFO_TRUNCATE = 80;
export const GUEST_INFO_TRUNCATE_WHAT_TO_BRING = 120;
export const GUEST_INFO_COLLAPSED_HEIGHT_PX = 300;
export const GUEST_INFO_EXPAND_ITEMS = 2;
export const GUEST_INFO_EXPAND_DESCRIPTION = 150;
export const WHAT_TO_BRING = 'What to Bring';
export const ADMIN_GUEST_INFO_TRUNCATE = 150;

// Cards
export const ROOM_CARD_FEATURES = 4;
export const AMENITY_CARD_ITEMS = 3;
export const CHECK_IN_GROUP_PREVIEW_ITEMS = 2;

// Testimonials
export const TESTIMONIALS_PER_PAGE = 6;
export const TESTIMONIALS_AUTO_ADVANCE_MS = 10_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;

// Validation
export const MESSAGE_MIN_LENGTH = 10;
export const ACCESS_CODE_MIN_LENGTH = 3;
export const ACCESS_CODE_MAX_LENGTH = 50;
export const ACCESS_CODE_MASK_VISIBLE = 2;
export const ACCESS_CODE_FULL_MASK_MAX = 4;

// Redirects
export const LOGIN_REDIRECT_MS = 500;
export const SESSION_EXPIRED_REDIRECT_MS = 1_500;
export const ROOM_UPDATE_RELOAD_MS = 100;

// Defaults
export const DEFAULT_SORT_ORDER = 0;
export const CHECK_IN_FORM_DEFAULT_SORT_ORDER = 1;
export const CHECK_IN_FORM_MIN_SORT_ORDER = 1;
export const DEFAULT_AMENITY_ICON = 'package';
export const DEFAULT_ATTRACTION_CATEGORY_ICON = 'map-pin';
export const DEFAULT_GUEST_INFO_ICON = 'info';

// Images
export const IMAGE_PLACEHOLDER = '/images/placeholder.png';
export const ADMIN_IMAGE_MAX_ATTEMPTS = 3;
export const IMAGE_RETRY_DELAY_MS = 800;
export const LIGHTBOX_RETRY_DELAYS_MS = [800, 1_500] as const;
/** The largest file one upload takes: a phone's full-size photo (decision 0088); it is stored shrunk. */
export const MAX_UPLOAD_BYTES = 40 * 1024 * 1024;
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
/** What the upload takes, said beside every upload button before anything fails. */
export const UPLOAD_LIMITS_TEXT = `JPEG, PNG, WebP or HEIC, up to ${MAX_UPLOAD_MB} MB each`;
export const UPLOAD_TOO_LARGE_MESSAGE = `The file is too large. The maximum size is ${MAX_UPLOAD_MB} MB.`;

/** Dates in the back office (spec 9's message date; issue 13: one format across the admin). */
export const ADMIN_DATE_FORMAT = 'MMM d, yyyy';
/** A date with its time in the back office. */
export const ADMIN_DATE_TIME_FORMAT = 'MMM d, yyyy, h:mm a';
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME = 'light';

// Image delivery (server and client agree on these)
export const IMAGE_WIDTHS_ALLOWED = [320, 400, 500, 640, 700, 800, 1000, 1200, 1600, 1920] as const;
/** Only what the site requests (spec sections 7 and 9): every other value would be a new render. */
export const IMAGE_FORMATS_ALLOWED = ['webp'] as const;
export const IMAGE_QUALITIES_ALLOWED = [
  HERO_QUALITY_MOBILE,
  ABOUT_IMAGE_QUALITY,
  HERO_QUALITY_TABLET,
  HERO_QUALITY_DESKTOP,
] as const;
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Availability calendar (issue 11)
/** A calendar with no successful sync for this long is stale: guests and the owner are told. */
export const AVAILABILITY_STALE_AFTER_MS = 3 * 60 * MINUTE_MS;
/** Months a guest can page through, this one included. */
export const AVAILABILITY_MONTHS_AHEAD = 12;

import { localePrefix, splitLocalePath } from './locales.js';
import { paths } from './routes.js';

/**
 * Addresses that are keys (issue 42 item 6): a guest's manage link (`/manage-booking/<token>`: whoever
 * has it can cancel the booking), a check-in link with its code (`/check-in?code=…`) and the owner's
 * emailed password-reset link (`/admin/reset-password/<token>`, decision 0085). Nothing that leaves the
 * page for analytics, ours or Google's, may carry one: `safePath` is what is sent instead.
 */

/**
 * `/manage-booking/<token>` as `manageBookingPagePath` writes it (base64url, or percent-encoded), and
 * `/admin/reset-password/<token>` as `resetPasswordPagePath` does: the links whose token stored text and
 * backups never keep (decision 0068; the reset link, decision 0085).
 */
const MANAGE_LINK = /* @__PURE__ */ new RegExp(
  `(${paths.manageBooking}|${paths.admin.resetPassword})/[\\w%.~-]+`,
  'g',
);

/**
 * The form of a path (or a same-site URL's path and query) that may be sent anywhere: the pathname
 * alone, never the query or fragment (a check-in code travels there), and a manage link without its
 * token. `/manage-booking/abc…?x=1` → `/manage-booking`; `/check-in?code=K7QM` → `/check-in`; a
 * language's page likewise (`/de/manage-booking/abc…` → `/de/manage-booking`, decision 0095).
 */
export function safePath(pathAndQuery: string): string {
  const pathname = pathAndQuery.split(/[?#]/, 1)[0] || '/';
  // A page in another language keeps its prefix (`/de/manage-booking/<token>` → `/de/manage-booking`).
  const { locale, path } = splitLocalePath(pathname);
  const prefix = localePrefix(locale);
  if (path.startsWith(`${paths.manageBooking}/`)) return `${prefix}${paths.manageBooking}`;
  return path.startsWith(`${paths.admin.resetPassword}/`) ? paths.admin.resetPassword : pathname;
}

/** Whether a path with its query holds a key (a manage or reset token, or a check-in code). */
export function isTokenBearingPath(pathAndQuery: string): boolean {
  const [fullPathname, query = ''] = pathAndQuery.split('?', 2);
  // In any language (`/de/manage-booking/<token>`, `/ja/check-in?code=…`).
  const pathname = splitLocalePath(fullPathname).path;
  return (
    pathname.startsWith(`${paths.manageBooking}/`) ||
    pathname.startsWith(`${paths.admin.resetPassword}/`) ||
    (pathname === paths.checkIn && new URLSearchParams(query).has('code'))
  );
}

/** The text with every manage (or reset) link's token replaced by `[removed]` (a stored email, a backup). */
export function redactManageTokens(text: string): string {
  return text.replace(MANAGE_LINK, '$1/[removed]');
}

/** Whether the text holds a manage (or reset) link with its token. */
export function hasManageToken(text: string): boolean {
  return new RegExp(MANAGE_LINK.source).test(text);
}

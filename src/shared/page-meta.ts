import { m } from './i18n/locale.js';
import {
  experiencePagePattern,
  getPageHead,
  manageBookingPagePattern,
  type PageHead,
  paths,
  publicPathPattern,
} from './routes.js';

/** A page's `<head>`: what the browser needs (routes.ts) plus the description, which only the server writes. */
export interface PageMeta extends PageHead {
  description: string;
}

const DEFAULT_DESCRIPTION = m.common_meta_home;

/** Each page's description, in the current language. */
const descriptions: Record<string, () => string> = {
  [paths.home]: DEFAULT_DESCRIPTION,
  [paths.checkIn]: m.common_meta_check_in,
  [paths.guestInfo]: m.common_meta_guest_info,
  [paths.attractions]: m.common_meta_attractions,
  [paths.gallery]: m.common_meta_gallery,
  [paths.privacyPolicy]: m.common_meta_privacy,
  [paths.termsOfUse]: m.common_meta_terms,
  [experiencePagePattern]: m.common_meta_experiences,
  [manageBookingPagePattern]: m.common_meta_booking,
};

const ADMIN_DESCRIPTION = 'Chalet back office.';

/** Title, description and indexing rules of a path (pathname only, no query), titled with the site name. */
export function getPageMeta(pathname: string, siteName?: string): PageMeta {
  const head = getPageHead(pathname, siteName);
  const page = publicPathPattern(pathname);
  const description =
    (page && descriptions[page]?.()) ||
    (head.noindex && !head.notFound ? ADMIN_DESCRIPTION : DEFAULT_DESCRIPTION());
  return { ...head, description };
}

import { paths } from '../../src/shared/routes.js';

/** The public pages besides the home page, in the site's order, each with its title (its <title>'s start). */
export const PUBLIC_PAGE_TITLES: readonly (readonly [path: string, title: string])[] = [
  [paths.checkIn, 'Check-in Instructions'],
  [paths.guestInfo, 'Guest Information'],
  [paths.attractions, 'Local Attractions'],
  [paths.gallery, 'Gallery'],
  [paths.privacyPolicy, 'Privacy Policy'],
  [paths.termsOfUse, 'Terms of Use'],
];

/** Those pages' paths. */
export const PUBLIC_PAGE_PATHS = PUBLIC_PAGE_TITLES.map(([path]) => path);

/** The home page and the others, the check-in also with a code: `VALID`, for a test to replace with a real one. */
export const PUBLIC_PAGE_URLS = [
  paths.home,
  paths.checkIn,
  `${paths.checkIn}?code=VALID`,
  ...PUBLIC_PAGE_PATHS.filter((path) => path !== paths.checkIn),
];

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

const DEFAULT_DESCRIPTION =
  'A four-bedroom, pet-friendly luxury alpine chalet on 22 acres of private bushland in Kanimbla, Blue Mountains, NSW. Sauna, bath, fireplace, fire pit and panoramic valley views.';

const descriptions: Record<string, string> = {
  [paths.home]: DEFAULT_DESCRIPTION,
  [paths.checkIn]: 'Enter your access code to see the check-in instructions for your stay.',
  [paths.guestInfo]:
    'Everything you need for a perfect stay at the chalet: arrival, house rules, what to bring and more.',
  [paths.attractions]: 'Walks, lookouts, dining and adventures near the chalet in the Blue Mountains.',
  [paths.gallery]: 'Photos of the chalet, its rooms, the valley views and the Blue Mountains around it.',
  [paths.privacyPolicy]: 'How the chalet website collects, uses and protects your personal information.',
  [paths.termsOfUse]: 'The terms that apply to your use of the chalet website.',
  [experiencePagePattern]:
    'A local experience you can book during your stay at the chalet in the Blue Mountains.',
  [manageBookingPagePattern]: 'Your experience booking: its details, and cancelling it.',
};

const ADMIN_DESCRIPTION = 'Chalet back office.';

/** Title, description and indexing rules of a path (pathname only, no query), titled with the site name. */
export function getPageMeta(pathname: string, siteName?: string): PageMeta {
  const head = getPageHead(pathname, siteName);
  const page = publicPathPattern(pathname);
  const description =
    (page && descriptions[page]) ||
    (head.noindex && !head.notFound ? ADMIN_DESCRIPTION : DEFAULT_DESCRIPTION);
  return { ...head, description };
}

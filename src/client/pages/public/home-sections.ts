import type { QueryClient } from '@tanstack/react-query';
import { deferredSection } from '../../lib/lazy-page.js';
import type { PageQuery } from '../../lib/page-queries.js';

/*
 * Everything below the hero is hydrated when the visitor scrolls near it: the server renders the whole
 * page, and each section's code is its own chunk, so the first download stays small.
 */
export const homeSections = [
  deferredSection(() =>
    import('../../features/availability/availability-section.js').then((m) => m.AvailabilitySection),
  ),
  deferredSection(() => import('../../features/about/about-section.js').then((m) => m.AboutSection)),
  deferredSection(() => import('../../features/rooms/rooms-section.js').then((m) => m.RoomsSection)),
  deferredSection(() =>
    import('../../features/amenities/amenities-section.js').then((m) => m.AmenitiesSection),
  ),
  deferredSection(() =>
    import('../../features/attractions/attractions-section.js').then((m) => m.AttractionsSection),
  ),
  deferredSection(() =>
    import('../../features/experiences/experiences-section.js').then((m) => m.ExperiencesSection),
  ),
  deferredSection(() => import('../../features/gallery/gallery-section.js').then((m) => m.GallerySection)),
  deferredSection(() => import('../../features/promo/promo-section.js').then((m) => m.PromoSection)),
  deferredSection(() =>
    import('../../features/testimonials/testimonials-section.js').then((m) => m.TestimonialsSection),
  ),
  deferredSection(() => import('../../features/promo/as-seen-on-section.js').then((m) => m.AsSeenOnSection)),
  deferredSection(() =>
    import('../../features/guest-info/guest-info-section.js').then((m) => m.GuestInfoSection),
  ),
  deferredSection(() =>
    import('../../features/stay/check-in-help-section.js').then((m) => m.CheckInHelpSection),
  ),
  deferredSection(() => import('../../features/contact/contact-section.js').then((m) => m.ContactSection)),
];

/** What the home sections read, as each declares it (`Section.queries`); once they are loaded. */
export const homeSectionQueries = (): PageQuery[] => homeSections.flatMap((section) => section.queries());

/**
 * Loads every home section's code and, as each arrives, the data it declares: a section link from
 * another page needs both before it scrolls.
 */
export const preloadHomeSectionsWithData = (queryClient: QueryClient) =>
  Promise.all(
    homeSections.map((section) =>
      section
        .preload()
        .then(() => Promise.all(section.queries().map((query) => queryClient.prefetchQuery(query)))),
    ),
  );

import { deferredSection } from '../../lib/lazy-page.js';

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
    import('../../features/check-in-help/check-in-help-section.js').then((m) => m.CheckInHelpSection),
  ),
  deferredSection(() => import('../../features/contact/contact-section.js').then((m) => m.ContactSection)),
];

/** Loads the code of every home section (the server renders them all; section links need them). */
export const preloadHomeSections = () => Promise.all(homeSections.map((section) => section.preload()));

import { PublicLayout } from '../../components/layout/public-layout.js';
import { AboutSection } from '../../features/about/about-section.js';
import { AmenitiesSection } from '../../features/amenities/amenities-section.js';
import { AttractionsSection } from '../../features/attractions/attractions-section.js';
import { CheckInHelpSection } from '../../features/check-in-help/check-in-help-section.js';
import { ContactSection } from '../../features/contact/contact-section.js';
import { GallerySection } from '../../features/gallery/gallery-section.js';
import { GuestInfoSection } from '../../features/guest-info/guest-info-section.js';
import { HeroSection } from '../../features/hero/hero-section.js';
import { AsSeenOnSection } from '../../features/promo/as-seen-on-section.js';
import { PromoSection } from '../../features/promo/promo-section.js';
import { RoomsSection } from '../../features/rooms/rooms-section.js';
import { TestimonialsSection } from '../../features/testimonials/testimonials-section.js';

/** The home page: its sections in the order of spec section 2 ('Home sections'). */
export function HomePage() {
  return (
    <PublicLayout>
      <HeroSection />
      <AboutSection />
      <RoomsSection />
      <AmenitiesSection />
      <AttractionsSection />
      <GallerySection />
      <PromoSection />
      <TestimonialsSection />
      <AsSeenOnSection />
      <GuestInfoSection />
      <CheckInHelpSection />
      <ContactSection />
    </PublicLayout>
  );
}

import { HeroSection } from '../../features/hero/hero-section.js';
import { PublicLayout } from '../../features/public-layout/public-layout.js';
import { homeSections } from './home-sections.js';

/** The home page: its sections in the order of spec section 2 ('Home sections'). */
export function HomePage() {
  return (
    <PublicLayout>
      <HeroSection />
      {homeSections.map((Section, index) => (
        // The list is fixed, so its position is a stable key.
        <Section key={index} />
      ))}
    </PublicLayout>
  );
}

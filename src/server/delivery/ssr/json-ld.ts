import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';

/**
 * The structured LodgingBusiness record of the home page (spec section 1), with the owner's headline
 * as its slogan and the host's contact details and social page when the site settings have them.
 */
export function lodgingBusinessJsonLd(publicUrl: string, settings?: SiteSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: SITE.name,
    description: SITE.description,
    url: `${publicUrl}/`,
    image: `${publicUrl}/images/og-image.jpg`,
    priceRange: SITE.priceRange,
    petsAllowed: true,
    address: {
      '@type': 'PostalAddress',
      addressLocality: SITE.locality,
      addressRegion: SITE.region,
      postalCode: SITE.postalCode,
      addressCountry: SITE.country,
    },
    amenityFeature: SITE.amenityFeatures.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    ...(settings && {
      slogan: settings.heroHeadline,
      sameAs: [settings.socialUrl],
      ...(settings.hostPhone && { telephone: settings.hostPhone }),
      ...(settings.hostEmail && { email: settings.hostEmail }),
    }),
  };
}

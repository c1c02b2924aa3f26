import { SITE } from '../../shared/site.js';

/** The structured LodgingBusiness record of the home page (spec section 1). */
export function lodgingBusinessJsonLd(publicUrl: string) {
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
  };
}

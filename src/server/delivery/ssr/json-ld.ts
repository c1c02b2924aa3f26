import { comparePublicGalleryImages } from '../../../shared/gallery-order.js';
import type { GalleryImage } from '../../../shared/schemas/gallery.js';
import type { SiteSettings } from '../../../shared/schemas/site-settings.js';
import { SITE } from '../../../shared/site.js';

/** What the home page's structured record is built from besides the fixed identity. */
export interface LodgingBusinessFacts {
  settings?: SiteSettings;
  /** The gallery as the home page shows it: its pictures become the record's images. */
  gallery?: readonly GalleryImage[];
  /** The house times 'HH:MM' in the chalet's zone (the arrival settings). */
  checkInTime?: string;
  checkOutTime?: string;
}

/**
 * Pictures for search engines: Google asks a lodging record for several large ones (at least 8, wide
 * enough for a results card). The uploads' originals are kept up to 2560 px wide and the demo pictures
 * are 1200 px, so the originals are linked, featured ones first.
 */
const MAX_IMAGES = 12;

function absoluteUrl(publicUrl: string, src: string): string | null {
  if (/^https?:\/\//i.test(src)) return src;
  return src.startsWith('/') && !src.startsWith('//') ? `${publicUrl}${src}` : null;
}

function galleryImageUrls(publicUrl: string, gallery: readonly GalleryImage[]): string[] {
  const ordered = [...gallery].sort(comparePublicGalleryImages);
  const urls = ordered.map((image) => absoluteUrl(publicUrl, image.src)).filter((url) => url !== null);
  return [...new Set(urls)].slice(0, MAX_IMAGES);
}

/** schema.org Time: 'HH:MM:SS' (the house times are wall-clock times at the chalet). */
const asSchemaTime = (time: string | undefined) => (time ? `${time}:00` : undefined);

/**
 * The structured LodgingBusiness record of the home page (spec section 1), with the owner's headline
 * as its slogan and the host's contact details and social page when the site settings have them.
 * Only properties schema.org defines for the type they sit on: `occupancy` belongs to an Accommodation,
 * so it sits on the chalet as the place the business contains (`containsPlace`); `geo` and the house
 * times are LodgingBusiness's own (decision 0055).
 */
export function lodgingBusinessJsonLd(publicUrl: string, facts: LodgingBusinessFacts = {}) {
  const { settings, gallery = [], checkInTime, checkOutTime } = facts;
  const latitude = settings?.latitude ? Number(settings.latitude) : null;
  const longitude = settings?.longitude ? Number(settings.longitude) : null;
  const maxGuests = settings?.maxGuests ? Number(settings.maxGuests) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: settings?.siteName ?? SITE.name,
    description: SITE.description,
    url: `${publicUrl}/`,
    image: [`${publicUrl}/images/og-image.jpg`, ...galleryImageUrls(publicUrl, gallery)],
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
    numberOfRooms: SITE.bedrooms,
    containsPlace: {
      '@type': 'Accommodation',
      name: settings?.siteName ?? SITE.name,
      numberOfBedrooms: SITE.bedrooms,
      ...(maxGuests && {
        occupancy: { '@type': 'QuantitativeValue', maxValue: maxGuests, unitCode: 'C62' },
      }),
    },
    ...(checkInTime && { checkinTime: asSchemaTime(checkInTime) }),
    ...(checkOutTime && { checkoutTime: asSchemaTime(checkOutTime) }),
    ...(latitude !== null &&
      longitude !== null && { geo: { '@type': 'GeoCoordinates', latitude, longitude } }),
    ...(settings && {
      slogan: settings.heroHeadline,
      sameAs: [settings.socialUrl],
      ...(settings.hostPhone && { telephone: settings.hostPhone }),
      ...(settings.hostEmail && { email: settings.hostEmail }),
    }),
  };
}

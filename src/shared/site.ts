/** The chalet's fixed identity (spec section 1). Content that the owner edits lives in the database. */
export const SITE = {
  name: 'Kanimbla Alpine Chalet',
  tagline: 'A luxury alpine retreat in the Blue Mountains',
  heroEyebrow: 'Kanimbla Valley · Blue Mountains',
  heroHeadline: 'Your Alpine Escape in the Blue Mountains',
  heroSubline:
    'A four-bedroom, pet-friendly chalet on 22 acres of private bushland, 792 metres above sea level.',
  description:
    'A four-bedroom, pet-friendly luxury alpine chalet on 22 acres of private bushland in Kanimbla, Blue Mountains, with a sauna, bath, fireplace, fire pit and solar power.',
  locality: 'Kanimbla',
  region: 'NSW',
  postalCode: '2790',
  country: 'AU',
  locationLines: ['Kanimbla, Blue Mountains', 'NSW, Australia'],
  priceRange: '$$$',
  amenityFeatures: ['Free WiFi', 'Fireplace', 'Kitchen', 'Pet Friendly'],
  elevationMetres: 792,
  acres: 22,
  socialUrl: 'https://www.instagram.com/',
  asSeenOnUrl: 'https://www.abc.net.au/',
  asSeenOnLabel: 'Season 1, Episode 5',
  /** The host, for guests whose code does not work (shown on the check-in page). */
  hostPhone: '0400 000 000',
  hostPhoneHref: 'tel:+61400000000',
  hostEmail: 'stay@kanimblachalet.com.au',
} as const;

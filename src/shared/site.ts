/**
 * The chalet's fixed identity (spec section 1). Content, and the words and links the owner edits
 * (site settings), live in the database.
 */
export const SITE = {
  name: 'Kanimbla Alpine Chalet',
  /** The Open Graph picture's caption (scripts/generate-static-images.ts); the footer's is a site setting. */
  tagline: 'A luxury alpine retreat in the Blue Mountains',
  description:
    'A four-bedroom, pet-friendly luxury alpine chalet on 22 acres of private bushland in Kanimbla, Blue Mountains, with a sauna, bath, fireplace, fire pit and solar power.',
  locality: 'Kanimbla',
  region: 'NSW',
  postalCode: '2790',
  country: 'AU',
  priceRange: '$$$',
  amenityFeatures: ['Free WiFi', 'Fireplace', 'Kitchen', 'Pet Friendly'],
  elevationMetres: 792,
  acres: 22,
  /** The host, for guests whose code does not work (shown on the check-in page). */
  hostPhone: '0400 000 000',
  hostPhoneHref: 'tel:+61400000000',
  hostEmail: 'stay@kanimblachalet.com.au',
} as const;

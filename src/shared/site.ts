/**
 * The chalet's fixed identity (spec section 1). Content, and the words and links the owner edits
 * (site settings, among them the name), live in the database.
 */
export const SITE = {
  /** The default site name: the owner's `siteName` (site settings) is what pages and emails show. */
  name: 'Kanimbla Alpine Chalet',
  /** The default short name under the app icon (`siteShortName`). */
  shortName: 'Kanimbla Chalet',
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
  /** Spec section 1: a four-bedroom chalet (the structured record's rooms and bedrooms). */
  bedrooms: 4,
  elevationMetres: 792,
  acres: 22,
  // No host phone or email here: guests see only what the owner sets (decision 0041).
} as const;

// Apart from site.ts so the first download of the home page (the hero) does not carry the sections' copy.
/**
 * Fixed copy of the public home page (facts from spec section 1 only). The chalet's own words that the
 * owner edits (hero, About, promo, 'As Seen On', footer) are site settings (shared/schemas/site-settings.ts).
 */
export const HOME_COPY = {
  aboutEyebrow: 'Welcome',
  roomsEyebrow: 'Stay',
  roomsTitle: 'Rooms & Spaces',
  roomsIntro: 'Four bedrooms and generous living spaces, each designed for comfort and quiet.',
  amenitiesEyebrow: 'Comforts',
  amenitiesTitle: 'Spaces & Amenities',
  amenitiesIntro: 'Everything you need for a relaxed stay, from a well-equipped kitchen to the sauna.',
  asSeenOnTitle: 'As Seen On',
  asSeenOnCta: 'Watch the episode',
  checkInEyebrow: 'Arriving soon?',
  checkInTitle: 'Check-in Instructions',
  checkInButton: 'Access Check-in Instructions',
  checkInCaption:
    'Guests with a booking will receive a unique access code to view detailed check-in instructions.',
  checkInMore: 'What to expect on arrival',
  contactEyebrow: 'Enquiries',
  contactTitle: 'Contact Us',
  contactIntro:
    'Questions about the chalet, your stay or the area? Send us a message and we will get back to you soon.',
} as const;

// Apart from site.ts so the first download of the home page (the hero) does not carry the sections' copy.
/** Marketing copy of the public home page (facts from spec section 1 only). */
export const HOME_COPY = {
  aboutTitle: 'About Our Chalet',
  aboutEyebrow: 'Welcome',
  aboutParagraphs: [
    'Set 792 metres above sea level in a quiet valley about two hours from the city, our four-bedroom alpine-style chalet stands on 22 acres of private bushland. Wake to panoramic views across the Kanimbla Valley, watch the native wildlife wander past, and let the pace of the mountains take over.',
    'Warm up in the sauna, soak in the bath, gather around the fireplace or under the stars by the fire pit. Solar powered and pet-friendly, the chalet is a secluded retreat for families and friends, with the nearby towns only 20 to 30 minutes away when you want them.',
  ],
  aboutFeatures: ['Panoramic Views', 'Sauna', 'Fireplace', 'Native Wildlife', 'Secluded Retreat'],
  roomsEyebrow: 'Stay',
  roomsTitle: 'Rooms & Spaces',
  roomsIntro: 'Four bedrooms and generous living spaces, each designed for comfort and quiet.',
  amenitiesEyebrow: 'Comforts',
  amenitiesTitle: 'Spaces & Amenities',
  amenitiesIntro: 'Everything you need for a relaxed stay, from a well-equipped kitchen to the sauna.',
  promoTitle: 'Reconnect with Nature',
  promoText:
    'Trade the city for birdsong, crisp mountain air and a crackling fire. Twenty-two acres of bushland are waiting for you.',
  promoCta: 'Book Your Escape',
  asSeenOnTitle: 'As Seen On',
  asSeenOnText: 'Our chalet was featured on a house-hunting television series.',
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

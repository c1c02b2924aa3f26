/**
 * The demo content of a fresh installation: what the chalet's site shows before the owner edits
 * anything (spec sections 1 and 2). Pictures are described as scenes; scripts/generate-demo-pictures.ts
 * renders them into seed-assets/demo/ (committed), and seed.ts copies those files into the uploads folder.
 */
import type {
  NewAttraction,
  NewAttractionCategory,
  NewGalleryImage,
  NewGuestInfoCategory,
  NewGuestInfoItem,
  NewRoom,
} from './factories.js';
import type { SceneKind } from './scene-kinds.js';

/** A generated picture: one file per name, rendered from a scene at the size of its use. */
export interface Picture {
  name: string;
  kind: SceneKind;
  seed?: string;
}

/** The hero view. The static default hero images (public/images/hero-default-*) use the same scene. */
export const HERO_SCENE = { kind: 'valley', seed: 'kanimbla-hero' } as const satisfies {
  kind: SceneKind;
  seed: string;
};

export const PICTURE_SIZES = {
  // Tall enough for the 1200×1600 portrait crop (decision 0021): 2880 × 1620 gives 1215 × 1620.
  hero: { width: 2880, height: 1620 },
  standard: { width: 1600, height: 1200 },
  attraction: { width: 1200, height: 800 },
} as const;

export type PictureSize = keyof typeof PICTURE_SIZES;

const pic = (name: string, kind: SceneKind, seed?: string): Picture => ({ name, kind, seed });

export const PICTURES = {
  hero: pic('hero-valley', HERO_SCENE.kind, HERO_SCENE.seed),
  chalet: pic('chalet-among-the-gums', 'chalet', 'about'),
  chaletDusk: pic('chalet-at-dusk', 'chalet-dusk', 'dusk'),
  livingRoom: pic('living-room-fireplace', 'living-room'),
  deck: pic('deck-valley-view', 'deck', 'golden'),
  masterSuite: pic('master-suite', 'bedroom', 'master'),
  queenRoom: pic('queen-room', 'bedroom', 'queen-2'),
  bunkRoom: pic('bunk-room', 'bunk-room'),
  loft: pic('loft-bedroom', 'loft'),
  kitchen: pic('kitchen-dining', 'kitchen'),
  bathroom: pic('bathroom-freestanding-bath', 'bathroom'),
  sauna: pic('cedar-sauna', 'sauna'),
  firePit: pic('fire-pit-under-the-stars', 'fire-pit'),
  morningValley: pic('kanimbla-valley-morning', 'valley', 'paddock-morning'),
  wildlife: pic('kangaroos-at-dusk', 'wildlife'),
  bushTrail: pic('private-bush-trail', 'forest-walk', 'property'),
  threeSisters: pic('three-sisters', 'lookout', 'echo-point'),
  wentworthFalls: pic('wentworth-falls', 'waterfall', 'wentworth'),
  leuraAutumn: pic('leura-in-autumn', 'cafe', 'leura-autumn'),
  botanicGarden: pic('botanic-garden-mount-tomah', 'garden', 'tomah'),
} as const satisfies Record<string, Picture>;

// ---------------------------------------------------------------------------------------------------
// Gallery

/** What the seed inserts (through the factory, so a new column needs no change there), the picture for `src`. */
export interface DemoGalleryImage extends Omit<NewGalleryImage, 'src'> {
  picture: Picture;
  category: 'hero-section' | 'about-section' | 'interior' | 'exterior' | 'attractions';
}

export const GALLERY: DemoGalleryImage[] = [
  {
    picture: PICTURES.hero,
    title: 'Morning Mist over the Kanimbla Valley',
    alt: 'Layered blue ridges and sandstone cliffs above a valley filled with morning mist',
    category: 'hero-section',
    isFeatured: true,
    sortOrder: 0,
  },
  {
    picture: PICTURES.chalet,
    title: 'The Chalet among the Gums',
    alt: 'A timber alpine chalet with a steep roof and a wall of glass, framed by eucalypts',
    category: 'about-section',
    isFeatured: true,
    sortOrder: 1,
  },
  {
    picture: PICTURES.livingRoom,
    title: 'Fireside Evenings',
    alt: 'Living room with a stone fireplace, deep sofa and a window onto the ranges at dusk',
    category: 'about-section',
    isFeatured: true,
    sortOrder: 2,
  },
  {
    picture: PICTURES.deck,
    title: 'The View from the Deck',
    alt: 'Timber deck with two lounge chairs looking across the valley to golden sandstone cliffs',
    category: 'about-section',
    isFeatured: false,
    sortOrder: 3,
  },
  {
    picture: PICTURES.masterSuite,
    title: 'Master Suite',
    alt: 'King bed beneath a picture window looking out over misty ridges',
    category: 'interior',
    isFeatured: true,
    sortOrder: 1,
  },
  {
    picture: PICTURES.queenRoom,
    title: 'Queen Room',
    alt: 'Queen bed with linen bedding, bedside lamps and a window to the bush',
    category: 'interior',
    isFeatured: false,
    sortOrder: 2,
  },
  {
    picture: PICTURES.loft,
    title: 'The Loft',
    alt: 'A-frame loft bedroom with exposed rafters and a triangular window onto the mountains',
    category: 'interior',
    isFeatured: false,
    sortOrder: 3,
  },
  {
    picture: PICTURES.bunkRoom,
    title: 'Bunk Room',
    alt: 'Kids bunk room with colourful bedding, bunting, a teddy bear and toy blocks',
    category: 'interior',
    isFeatured: false,
    sortOrder: 4,
  },
  {
    picture: PICTURES.kitchen,
    title: 'Kitchen & Dining',
    alt: 'Kitchen with a stone-topped island bench, three stools and pendant lights',
    category: 'interior',
    isFeatured: false,
    sortOrder: 5,
  },
  {
    picture: PICTURES.bathroom,
    title: 'Freestanding Bath',
    alt: 'Freestanding bath in front of a tall window looking into the gum trees',
    category: 'interior',
    isFeatured: false,
    sortOrder: 6,
  },
  {
    picture: PICTURES.sauna,
    title: 'Cedar Sauna',
    alt: 'Two-tier cedar sauna with a glowing stone heater and a timber bucket',
    category: 'interior',
    isFeatured: false,
    sortOrder: 7,
  },
  {
    picture: PICTURES.chaletDusk,
    title: 'Lights On at Dusk',
    alt: 'The chalet glowing warmly at dusk under the first stars',
    category: 'exterior',
    isFeatured: false,
    sortOrder: 1,
  },
  {
    picture: PICTURES.firePit,
    title: 'Fire Pit under the Stars',
    alt: 'Stone fire pit with log seats under a sky full of stars and the Milky Way',
    category: 'exterior',
    isFeatured: true,
    sortOrder: 2,
  },
  {
    picture: PICTURES.morningValley,
    title: 'Kanimbla Valley Morning',
    alt: 'Mist lifting off the valley below the escarpment on a cool morning',
    category: 'exterior',
    isFeatured: false,
    sortOrder: 3,
  },
  {
    picture: PICTURES.wildlife,
    title: 'Neighbours at Dusk',
    alt: 'Kangaroos grazing in the paddock at sunset beneath a lone gum tree',
    category: 'exterior',
    isFeatured: false,
    sortOrder: 4,
  },
  {
    picture: PICTURES.bushTrail,
    title: 'The Bush Trail',
    alt: 'A walking trail winding through tall eucalypts and tree ferns on the property',
    category: 'exterior',
    isFeatured: false,
    sortOrder: 5,
  },
  {
    picture: PICTURES.threeSisters,
    title: 'The Three Sisters',
    alt: 'The Three Sisters rock formation rising above the forested Jamison Valley',
    category: 'attractions',
    isFeatured: true,
    sortOrder: 1,
  },
  {
    picture: PICTURES.wentworthFalls,
    title: 'Wentworth Falls',
    alt: 'A waterfall plunging between sandstone cliffs into a rock pool',
    category: 'attractions',
    isFeatured: false,
    sortOrder: 2,
  },
  {
    picture: PICTURES.leuraAutumn,
    title: 'Leura in Autumn',
    alt: 'Heritage shopfronts and café tables under blazing autumn trees in Leura',
    category: 'attractions',
    isFeatured: false,
    sortOrder: 3,
  },
  {
    picture: PICTURES.botanicGarden,
    title: 'Blue Mountains Botanic Garden',
    alt: 'Lawns, flower beds and autumn trees at the Botanic Garden, Mount Tomah',
    category: 'attractions',
    isFeatured: false,
    sortOrder: 4,
  },
];

// ---------------------------------------------------------------------------------------------------
// Rooms and spaces

/** A room as inserted, the picture for `imagePath`; the seed numbers them in this order. */
export interface DemoRoom extends Omit<NewRoom, 'imagePath' | 'sortOrder'> {
  picture: Picture;
}

export const ROOMS: DemoRoom[] = [
  {
    name: 'Master Suite',
    description:
      'Wake to the valley from a king bed dressed in Australian linen. A wall of glass frames the escarpment, and the ensuite has heated floors for frosty mornings.',
    picture: PICTURES.masterSuite,
    imageAlt: 'King bed beneath a picture window looking out over misty ridges',
    features: [
      'King bed with premium linen',
      'Panoramic valley views',
      'North-facing picture window',
      'Ensuite with heated floors',
      'Reverse-cycle air conditioning',
      'Smart TV with streaming',
    ],
  },
  {
    name: 'Queen Room',
    description:
      'A calm, light-filled room looking west over the paddocks, where the sunset lights up the cliffs. Wool throws and blackout curtains make for long, slow sleep-ins.',
    picture: PICTURES.queenRoom,
    imageAlt: 'Queen bed with linen bedding, bedside lamps and a window to the bush',
    features: [
      'Queen bed with wool throws',
      'West-facing sunset views',
      'Blackout curtains',
      'Reverse-cycle air conditioning',
      'Built-in wardrobe',
    ],
  },
  {
    name: 'Bunk Room',
    description:
      'The kids will claim this one first: two sets of sturdy timber bunks, a basket of toys and board games, and a window for spotting kangaroos at dusk.',
    picture: PICTURES.bunkRoom,
    imageAlt: 'Kids bunk room with colourful bedding, bunting, a teddy bear and toy blocks',
    features: [
      'Two sets of single bunks',
      'Toys, books and board games',
      'Blackout blinds',
      'Night lights',
      'Heated oil-column heater',
    ],
  },
  {
    name: 'The Loft',
    description:
      'Tucked under the steep A-frame roof, the loft is a cosy hideaway with exposed rafters and a triangular window facing the eastern ridges – perfect for early risers.',
    picture: PICTURES.loft,
    imageAlt: 'A-frame loft bedroom with exposed rafters and a triangular window onto the mountains',
    features: ['Queen bed under the rafters', 'East-facing sunrise views', 'Reading nook', 'Ceiling fan'],
  },
  {
    name: 'Living Room',
    description:
      'Gather around the stone fireplace on deep sofas with the valley glowing through the windows. There is a record player, a shelf of books and plenty of board games.',
    picture: PICTURES.livingRoom,
    imageAlt: 'Living room with a stone fireplace, deep sofa and a window onto the ranges at dusk',
    features: [
      'Wood-burning fireplace',
      'Deep sofas and armchairs',
      'Smart TV with streaming',
      'High-speed WiFi',
      'Record player and vinyl',
      'Books and board games',
      'Western sunset views',
    ],
  },
  {
    name: 'Kitchen & Dining',
    description:
      'A fully equipped kitchen built for long lunches, with a stone island bench, a proper espresso machine and a dining table that seats eight.',
    picture: PICTURES.kitchen,
    imageAlt: 'Kitchen with a stone-topped island bench, three stools and pendant lights',
    features: [
      'Fully equipped kitchen',
      'Espresso coffee machine',
      'Induction cooktop and oven',
      'Dishwasher',
      'Dining table for eight',
      'Pantry staples and spices',
    ],
  },
  {
    name: 'Sauna & Bathroom',
    description:
      'Warm up in the cedar sauna after a day on the tracks, then sink into the freestanding bath with the gum trees just outside the window.',
    picture: PICTURES.bathroom,
    imageAlt: 'Freestanding bath in front of a tall window looking into the gum trees',
    features: [
      'Freestanding bath with bush views',
      'Cedar sauna for four',
      'Rain shower',
      'Heated towel rails',
      'Plush robes and towels',
    ],
  },
  {
    name: 'Deck & Fire Pit',
    description:
      'The broad timber deck takes in the whole valley. Fire up the barbecue for dinner, then move down to the stone fire pit and count the stars.',
    picture: PICTURES.deck,
    imageAlt: 'Timber deck with two lounge chairs looking across the valley to golden sandstone cliffs',
    features: [
      'Sweeping valley views',
      'Outdoor dining for eight',
      'Gas barbecue',
      'Stone fire pit and firewood',
      'Sun loungers',
      'North-facing for winter sun',
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Amenities

export const AMENITIES: { categoryName: string; categoryIcon: string; items: string[] }[] = [
  {
    categoryName: 'Living & Comfort',
    categoryIcon: 'home',
    items: [
      'Four bedrooms sleeping up to eight guests',
      'Premium linen, towels and wool throws',
      'Reverse-cycle air conditioning',
      'Washing machine, dryer and iron',
      'Pet-friendly: dogs welcome by arrangement',
      'Cot and high chair on request',
    ],
  },
  {
    categoryName: 'Kitchen & Dining',
    categoryIcon: 'chef-hat',
    items: [
      'Fully equipped kitchen',
      'Espresso machine with local coffee beans',
      'Induction cooktop, oven and microwave',
      'Dishwasher',
      'Dining for eight indoors and out',
      'Gas barbecue on the deck',
      'Tea, coffee and pantry staples',
    ],
  },
  {
    categoryName: 'Bathroom & Wellness',
    categoryIcon: 'bath',
    items: [
      'Cedar sauna for four',
      'Freestanding bath with bush views',
      'Rain shower',
      'Heated towel rails',
      'Natural bath products',
      'Plush robes and slippers',
    ],
  },
  {
    categoryName: 'Outdoors & Nature',
    categoryIcon: 'leaf',
    items: [
      '22 acres of private bushland',
      'Private walking trail',
      'Stone fire pit with firewood supplied',
      'Broad deck with valley views',
      'Resident kangaroos and wombats',
      'Dark skies for stargazing',
      'Secure parking for three cars',
    ],
  },
  {
    categoryName: 'Connectivity & Entertainment',
    categoryIcon: 'wifi',
    items: [
      'High-speed satellite WiFi',
      'Smart TV with streaming apps',
      'Record player and vinyl collection',
      'Books, board games and puzzles',
      'Bluetooth speaker',
    ],
  },
  {
    categoryName: 'Heating & Energy',
    categoryIcon: 'flame',
    items: [
      'Wood-burning fireplace',
      'Firewood and kindling supplied',
      'Heated bathroom floors',
      'Off-grid solar power with battery storage',
      'Rainwater tanks',
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Attractions

/** An attraction as inserted, the picture for `image`; its category is the one it is listed in. */
export interface DemoAttraction extends Omit<NewAttraction, 'image' | 'categoryId'> {
  picture: Picture;
}

/** A category as inserted, showing its first attraction's picture; numbered in this order. */
export interface DemoAttractionCategory extends Omit<NewAttractionCategory, 'image' | 'sortOrder'> {
  icon: 'hiking' | 'dining' | 'landmark' | 'activity' | 'shopping';
  attractions: [DemoAttraction, ...DemoAttraction[]];
}

const NPWS_BLUE_MOUNTAINS =
  'https://www.nationalparks.nsw.gov.au/visit-a-park/parks/blue-mountains-national-park';
const VISIT_BLUE_MOUNTAINS = 'https://www.visitbluemountains.com.au/';

export const ATTRACTION_CATEGORIES: DemoAttractionCategory[] = [
  {
    name: 'Walks & Hikes',
    icon: 'hiking',
    description:
      'From gentle rainforest strolls to all-day treks, the best tracks within an hour of the chalet.',
    attractions: [
      {
        title: 'Grand Canyon Track',
        description:
          'One of the most spectacular walks in the mountains: a loop down into a deep, fern-filled slot canyon, past waterfalls and under sandstone overhangs, finishing with big views at Evans Lookout.',
        picture: pic('attraction-grand-canyon-track', 'forest-walk', 'grand-canyon'),
        imageAlt: 'A track winding through tall eucalypts and tree ferns',
        details: { duration: '3–4 hours', difficulty: 'Hard', length: '6.3 km loop' },
        distance: '30 min drive',
        address: 'Evans Lookout Road, Blackheath NSW 2785',
        websiteUrl: NPWS_BLUE_MOUNTAINS,
      },
      {
        title: 'Wentworth Falls Track',
        description:
          'Follow the escarpment to the top of Wentworth Falls, then cross the stepping stones of the Jamison Creek for a close-up look at the falls dropping into the valley.',
        picture: pic('attraction-wentworth-falls', 'waterfall', 'wentworth'),
        imageAlt: 'A waterfall plunging between sandstone cliffs into a rock pool',
        details: { duration: '1–2 hours', difficulty: 'Moderate', length: '1.4 km return' },
        distance: '50 min drive',
        address: 'Falls Road, Wentworth Falls NSW 2782',
        websiteUrl: NPWS_BLUE_MOUNTAINS,
      },
      {
        title: 'Six Foot Track',
        description:
          'The historic 1884 bridle trail from Katoomba to Jenolan Caves. Walk the whole 46 km over three days, or take in the Megalong Valley section and the swinging bridge over the Coxs River.',
        picture: pic('attraction-six-foot-track', 'forest-walk', 'six-foot'),
        imageAlt: 'Sunlit forest track between tall gum trunks',
        details: { duration: '3 days (full track)', difficulty: 'Hard', length: '46 km one way' },
        distance: '40 min drive',
        address: 'Nellies Glen Road, Katoomba NSW 2780',
        websiteUrl: 'https://www.nationalparks.nsw.gov.au/',
      },
    ],
  },
  {
    name: 'Food & Wine',
    icon: 'dining',
    description: 'Country tearooms, long lunches and high tea with a view.',
    attractions: [
      {
        title: 'Megalong Valley Tearooms',
        description:
          'A Blue Mountains institution since the 1950s, serving hearty breakfasts, homemade pies and famous scones by the log fire, with horses grazing outside and the escarpment towering above.',
        picture: pic('attraction-megalong-tearooms', 'tearoom', 'megalong'),
        imageAlt: 'A weatherboard tearoom with a red iron roof and verandah beneath the escarpment',
        details: { open: 'Daily, 9 am – 3 pm', bestFor: 'Scones and apple pie' },
        distance: '45 min drive',
        address: '824 Megalong Road, Megalong Valley NSW 2785',
        websiteUrl: VISIT_BLUE_MOUNTAINS,
      },
      {
        title: 'Leura Garage',
        description:
          'A converted mechanics workshop turned buzzing share-plate restaurant, with wood-fired pizzas, slow-cooked lamb shoulder and plenty of local produce. Book ahead on weekends.',
        picture: pic('attraction-leura-garage', 'cafe', 'garage'),
        imageAlt: 'Warmly lit shopfronts with outdoor tables on the footpath',
        details: { bestFor: 'Share plates and pizza', bookings: 'Recommended' },
        distance: '45 min drive',
        address: '84 Railway Parade, Leura NSW 2780',
        websiteUrl: 'https://www.leuragarage.com.au/',
      },
      {
        title: 'The Wintergarden at the Hydro Majestic',
        description:
          'High tea in the grand 1904 hotel perched on the cliff edge at Medlow Bath, looking straight out over the Megalong Valley through floor-to-ceiling windows.',
        picture: pic('attraction-hydro-majestic', 'hotel', 'hydro'),
        imageAlt: 'The long white Hydro Majestic hotel and its dome on the escarpment at sunset',
        details: { bestFor: 'High tea with a view', dressCode: 'Smart casual' },
        distance: '35 min drive',
        address: '52–88 Great Western Highway, Medlow Bath NSW 2780',
        websiteUrl: 'https://www.hydromajestic.com.au/',
      },
    ],
  },
  {
    name: 'Lookouts & Landmarks',
    icon: 'landmark',
    description: 'The views the Blue Mountains are famous for, and a garden at a thousand metres.',
    attractions: [
      {
        title: 'Three Sisters & Echo Point Lookout',
        description:
          'The most famous view in the mountains: the Three Sisters rising above the Jamison Valley. Come at sunrise to beat the crowds, then walk the Giant Stairway if your legs are willing.',
        picture: pic('attraction-three-sisters', 'lookout', 'echo-point'),
        imageAlt: 'The Three Sisters rock formation rising above the forested Jamison Valley',
        details: { bestTime: 'Sunrise', duration: '30 min – 2 hours' },
        distance: '40 min drive',
        address: 'Echo Point Road, Katoomba NSW 2780',
        websiteUrl: VISIT_BLUE_MOUNTAINS,
      },
      {
        title: 'Govetts Leap Lookout',
        description:
          'A breathtaking lookout over the Grose Valley and Bridal Veil Falls, just a few minutes from Blackheath. Sheer cliffs, hanging swamps and an ocean of blue-green forest.',
        picture: pic('attraction-govetts-leap', 'valley', 'govetts-leap'),
        imageAlt: 'Layered blue ridges and sandstone cliffs above a deep forested valley',
        details: { bestTime: 'Late afternoon', access: 'Wheelchair-friendly platform' },
        distance: '30 min drive',
        address: 'Govetts Leap Road, Blackheath NSW 2785',
        websiteUrl: NPWS_BLUE_MOUNTAINS,
      },
      {
        title: 'Blue Mountains Botanic Garden, Mount Tomah',
        description:
          'A cool-climate garden at 1,000 metres with sweeping lawns, rhododendrons, a Wollemi pine collection and a café overlooking the Grose Wilderness. Entry is free.',
        picture: pic('attraction-botanic-garden', 'garden', 'tomah'),
        imageAlt: 'Lawns, flower beds and autumn trees at the Botanic Garden',
        details: { entry: 'Free', bestTime: 'Spring and autumn' },
        distance: '1 hr drive',
        address: 'Bells Line of Road, Mount Tomah NSW 2758',
        websiteUrl: 'https://www.bluemountainsbotanicgarden.com.au/',
      },
    ],
  },
  {
    name: 'Activities & Adventures',
    icon: 'activity',
    description: 'Cable cars, caves and trail rides for every age.',
    attractions: [
      {
        title: 'Scenic World Katoomba',
        description:
          'Ride the steepest passenger railway in the world down into the Jamison Valley, stroll the rainforest boardwalk, then glide back above the treetops on the Scenic Cableway.',
        picture: pic('attraction-scenic-world', 'cable-car', 'scenic-world'),
        imageAlt: 'A red cable car gliding above a forested valley towards sandstone pillars',
        details: { duration: '2–3 hours', tickets: 'Book online for the best price' },
        distance: '40 min drive',
        address: 'Corner Violet Street & Cliff Drive, Katoomba NSW 2780',
        websiteUrl: 'https://www.scenicworld.com.au/',
      },
      {
        title: 'Jenolan Caves',
        description:
          'Guided tours through some of the oldest open caves in the world, with glittering formations, underground rivers and the great Grand Arch. The drive through the hills is half the fun.',
        picture: pic('attraction-jenolan-caves', 'caves', 'jenolan'),
        imageAlt: 'Lit stalactites and stalagmites glowing amber in a limestone cave',
        details: { duration: '1–2 hours per tour', bookings: 'Essential in school holidays' },
        distance: '1 hr drive',
        address: '4655 Jenolan Caves Road, Jenolan NSW 2790',
        websiteUrl: 'https://www.jenolancaves.org.au/',
      },
      {
        title: 'Horse Riding in the Megalong Valley',
        description:
          'Trail rides for beginners and experienced riders across open paddocks and along creeks beneath the cliffs of the Megalong Valley, home of the Megalong Australian Heritage Centre.',
        picture: pic('attraction-megalong-horse-riding', 'horse-riding', 'megalong'),
        imageAlt: 'Two horses by a post-and-rail fence below the escarpment',
        details: { duration: '1–3 hours', suitableFor: 'Ages 6 and up' },
        distance: '45 min drive',
        address: 'Megalong Road, Megalong Valley NSW 2785',
        websiteUrl: VISIT_BLUE_MOUNTAINS,
      },
    ],
  },
  {
    name: 'Villages & Shopping',
    icon: 'shopping',
    description: 'Antiques, galleries, bookshops and the freshest local produce.',
    attractions: [
      {
        title: 'Leura Mall',
        description:
          'A tree-lined village street of boutiques, galleries, lolly shops and cafés – glorious in autumn when the street trees turn red and gold.',
        picture: pic('attraction-leura-mall', 'cafe', 'leura-autumn'),
        imageAlt: 'Heritage shopfronts and café tables under blazing autumn trees',
        details: { bestTime: 'Autumn', parking: 'Street parking' },
        distance: '45 min drive',
        address: 'The Mall, Leura NSW 2780',
        websiteUrl: 'https://leuravillage.com.au/',
      },
      {
        title: 'Blackheath Growers Market',
        description:
          'On the second Sunday of every month, around sixty growers and producers fill the Community Hall and the park behind it. Arrive early for coffee and a bacon and egg roll.',
        picture: pic('attraction-blackheath-market', 'market', 'blackheath'),
        imageAlt: 'Market stalls with striped awnings and crates of fresh produce',
        details: { when: 'Second Sunday of the month', time: '9 am – 1 pm' },
        distance: '30 min drive',
        address: 'Community Hall, Gardiner Crescent, Blackheath NSW 2785',
        websiteUrl: null,
      },
      {
        title: 'Katoomba Street',
        description:
          'The main street of Katoomba is a browser’s paradise of antique centres, second-hand bookshops, art-deco cafés and the Carrington Hotel’s grand old façade.',
        picture: pic('attraction-katoomba-street', 'cafe', 'katoomba'),
        imageAlt: 'A row of colourful shopfronts with striped awnings',
        details: { bestFor: 'Antiques and books' },
        distance: '40 min drive',
        address: 'Katoomba Street, Katoomba NSW 2780',
        websiteUrl: VISIT_BLUE_MOUNTAINS,
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Bookable experiences (issue 35)

export interface DemoExperience {
  title: string;
  description: string;
  picture: Picture;
  imageAlt: string;
  /** A decimal string: money never passes through a float (decision 0053). */
  price: string;
  duration: string;
  durationMinutes: number;
  startTime: string;
  provider: string;
  location: string;
  availableDays: string[];
  maxParticipants: number;
  leadTimeHours: number;
  advanceWindowDays: number;
  cancellationCutoffHours: number;
  details: Record<string, string>;
  /** The demo attraction it belongs to, by title. */
  attractionTitle: string | null;
}

export const EXPERIENCES: DemoExperience[] = [
  {
    title: 'Guided Grand Canyon Bushwalk',
    description:
      'A small-group walk with a local guide down into the Grand Canyon: fern gullies, sandstone overhangs and waterfalls, with the stories of the Gundungurra and Darug country you walk through. Morning tea by the creek and a lift back to the chalet afterwards.\nModerate fitness needed: about 6 km with steep stairs.',
    picture: pic('experience-guided-bushwalk', 'forest-walk', 'guided-walk'),
    imageAlt: 'A walking track through tall eucalypts and tree ferns in morning light',
    price: '145.00',
    duration: '4 hours',
    durationMinutes: 240,
    startTime: '08:30',
    provider: 'Blackheath Bush Guides',
    location: 'Evans Lookout car park, Evans Lookout Road, Blackheath NSW 2785',
    availableDays: ['Wednesday', 'Friday', 'Saturday', 'Sunday'],
    maxParticipants: 10,
    leadTimeHours: 24,
    advanceWindowDays: 120,
    cancellationCutoffHours: 48,
    details: { includes: 'Guide, morning tea, transfer back', bring: 'Walking shoes, water, a hat' },
    attractionTitle: 'Grand Canyon Track',
  },
  {
    title: 'Private Chef Dinner at the Chalet',
    description:
      'A chef comes to the chalet and cooks a five-course dinner from Blue Mountains and Central West produce while you sit by the fire: Oberon trout, Megalong lamb, local cheeses and a pear tarte tatin. The kitchen is left spotless.\nMenus adapt to dietary needs: tell us in your requests.',
    picture: pic('experience-private-chef-dinner', 'dinner', 'chef'),
    imageAlt: 'A dinner table laid with candles and wine glasses beside a glowing fireplace',
    price: '185.00',
    duration: '3 hours',
    durationMinutes: 180,
    startTime: '18:30',
    provider: 'Mountain Table Private Dining',
    location: 'At the chalet',
    availableDays: ['Thursday', 'Friday', 'Saturday'],
    maxParticipants: 8,
    leadTimeHours: 72,
    advanceWindowDays: 180,
    cancellationCutoffHours: 72,
    details: { courses: 'Five', drinks: 'BYO or matched wines (extra)' },
    attractionTitle: null,
  },
  {
    title: 'Mudgee Wine Tour',
    description:
      'A full day over the range in Mudgee wine country: four cellar doors chosen for small makers, a long lunch at a vineyard restaurant, and a chauffeur so nobody has to drive. Pick-up and drop-off at the chalet.',
    picture: pic('experience-mudgee-wine-tour', 'vineyard', 'mudgee'),
    imageAlt: 'Rows of grapevines running down a sunlit slope towards a cellar door and hills',
    price: '239.00',
    duration: 'Full day (about 9 hours)',
    durationMinutes: 540,
    startTime: '08:00',
    provider: 'Mudgee Valley Wine Tours',
    location: 'Pick-up at the chalet',
    availableDays: ['Saturday', 'Sunday'],
    maxParticipants: 6,
    leadTimeHours: 48,
    advanceWindowDays: 180,
    cancellationCutoffHours: 48,
    details: { includes: 'Transport, tastings, lunch', minimumAge: '18' },
    attractionTitle: null,
  },
  {
    title: 'Sauna and Stars Evening',
    description:
      'An evening at the wood-fired barrel sauna under the darkest skies near Sydney: rounds of heat and cool night air, herbal tea, and a guided tour of the southern sky with a telescope once your eyes adjust.',
    picture: pic('experience-sauna-and-stars', 'sauna-stars', 'stars'),
    imageAlt: 'A glowing barrel sauna with steam rising under the Milky Way',
    price: '95.00',
    duration: '2.5 hours',
    durationMinutes: 150,
    startTime: '19:30',
    provider: 'Kanimbla Sky & Sauna',
    location: 'The sauna deck at the chalet',
    availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    maxParticipants: 6,
    leadTimeHours: 12,
    advanceWindowDays: 90,
    cancellationCutoffHours: 24,
    details: { bring: 'Swimwear and warm layers', cancelled: 'If cloudy, moved or refunded' },
    attractionTitle: null,
  },
];

// ---------------------------------------------------------------------------------------------------
// Guest information

/** A category and its items as inserted; both numbered in this order. */
export interface DemoGuestInfoCategory extends Omit<NewGuestInfoCategory, 'sortOrder'> {
  items: Omit<NewGuestInfoItem, 'categoryId' | 'sortOrder'>[];
}

export const GUEST_INFO: DemoGuestInfoCategory[] = [
  {
    name: 'Arrival & Departure',
    items: [
      {
        title: 'Check-in',
        icon: 'clock',
        description:
          'Your access code for the check-in instructions, with the check-in time, arrives with your booking confirmation.\nPlease arrive before dark if you can: the last few kilometres are unsealed and wildlife is active at dusk.',
      },
      {
        title: 'Check-out',
        icon: 'calendar',
        description:
          'Your check-in instructions give the check-out time. Before you go:\n- Load and start the dishwasher\n- Put used towels in the laundry basket\n- Make sure the fire is out and the screen is closed\n- Lock the front door and press the lock key on the keypad',
      },
      {
        title: 'Keys & Access',
        icon: 'key',
        description:
          'The front door has a keypad lock, so there are no keys to collect. The code is in your check-in instructions and changes for every booking.',
      },
      {
        title: 'Late check-out',
        icon: 'timer',
        description:
          'Late check-out until 1:00 pm is often possible on Sundays outside school holidays. Ask us the day before and we will confirm by message.',
      },
    ],
  },
  {
    name: 'House Rules',
    items: [
      {
        title: 'Guests',
        icon: 'rules',
        description:
          'The chalet sleeps up to eight guests. Visitors are welcome during the day; please let us know if anyone extra is staying overnight.',
      },
      {
        title: 'Quiet hours',
        icon: 'clock',
        description:
          'Sound carries a long way in the valley. Please keep music and voices low between 10:00 pm and 7:00 am so you (and the wildlife) can enjoy the silence.',
      },
      {
        title: 'No smoking',
        icon: 'nosmoking',
        description:
          'The chalet is strictly non-smoking inside and on the deck. Because of the bushfire risk, please do not smoke anywhere on the property during summer.',
      },
      {
        title: 'Pets',
        icon: 'pet',
        description:
          'Well-behaved dogs are welcome by arrangement.\n- Keep dogs off beds and sofas (dog beds are in the laundry)\n- Keep them on a lead near the kangaroos\n- Please pick up after them on the lawn',
      },
      {
        title: 'Rubbish & recycling',
        icon: 'trash',
        description:
          'Red-lid bin for general waste, yellow-lid for recycling and the bucket under the sink for food scraps, which go to the compost bay by the vegetable garden.',
      },
    ],
  },
  {
    name: 'What to Bring',
    items: [
      {
        title: 'Warm layers',
        icon: 'tshirt',
        description:
          'At 792 metres above sea level the evenings are cool even in summer, and winter nights often fall below zero. Pack for changeable mountain weather:\n- A warm jacket and a beanie\n- Thermals for winter stays\n- Sturdy walking shoes for the bush tracks\n- A raincoat, just in case',
      },
      {
        title: 'Groceries',
        icon: 'grocery',
        description:
          'The nearest supermarkets are in Lithgow and Katoomba, around 25 to 35 minutes away, so we suggest stocking up on the way in.\n- Breakfast supplies and snacks\n- Marshmallows for the fire pit\n- Any special dietary items\nTea, coffee, oil, salt and pepper are provided.',
      },
      {
        title: 'Out on the tracks',
        icon: 'walk',
        description:
          'If you are planning a day in the national park, bring the essentials for a safe walk:\n- Water bottles and snacks\n- Sunscreen, a hat and insect repellent\n- A torch or head torch\n- A fully charged phone with offline maps',
      },
      {
        title: 'For your dog',
        icon: 'pet',
        description:
          'Dog beds and bowls are provided, but please bring their food, a lead, a towel for muddy paws and something familiar to help them settle in on the first night away from home.',
      },
    ],
  },
  {
    name: 'Getting Here',
    items: [
      {
        title: 'By car',
        icon: 'car',
        description:
          'Kanimbla is about two hours from Sydney via the M4 and the Great Western Highway through the Blue Mountains. Allow extra time on Friday afternoons and check road conditions at www.livetraffic.com before you leave.',
      },
      {
        title: 'The last few kilometres',
        icon: 'map',
        description:
          'The final stretch is a well-kept gravel road suitable for all cars.\n- Drive slowly and watch for kangaroos and wombats, especially at dawn and dusk\n- Close any farm gates behind you\n- Mobile coverage drops out in the valley, so download your map first',
      },
      {
        title: 'By train',
        icon: 'train',
        description:
          'Blue Mountains Line trains run from Central to Mount Victoria and Lithgow. Plan your trip at https://transportnsw.info and let us know your arrival time: we can recommend a local taxi.',
      },
      {
        title: 'Parking',
        icon: 'parking',
        description:
          'There is room for three cars on the gravel pad beside the chalet. Please do not park on the grass.',
      },
    ],
  },
  {
    name: 'Safety & Emergencies',
    items: [
      {
        title: 'In an emergency',
        icon: 'phone',
        description:
          'Call 000 for fire, police or ambulance. The property address and directions for emergency services are on the fridge.\nIf you have no mobile signal, the landline in the kitchen always works.',
      },
      {
        title: 'Bushfire safety',
        icon: 'warning',
        description:
          'During the fire season (October to March) check the fire danger rating every day.\n* Download the Hazards Near Me app or visit https://www.rfs.nsw.gov.au\n* No open fires, including the fire pit, on Total Fire Ban days\n* On Catastrophic days we will contact you and ask you to leave early\nThe bushfire survival plan is in the folder on the kitchen bench.',
      },
      {
        title: 'Medical help',
        icon: 'medical',
        description:
          'A first-aid kit is in the laundry cupboard. The nearest hospital with an emergency department is Lithgow Hospital (about 30 minutes), and there are pharmacies in Lithgow and Katoomba.',
      },
      {
        title: 'Fireplace & fire pit',
        icon: 'fireplace',
        description:
          'Never leave a fire unattended and always close the fireplace screen.\n- Use only the firewood and kindling provided\n- Keep children well back from the fire pit\n- Douse the fire pit with water before bed',
      },
    ],
  },
  {
    name: 'Local Tips',
    items: [
      {
        title: 'Sunrise and sunset',
        icon: 'location',
        description:
          'Catch sunrise at Govetts Leap or Echo Point, then watch the sunset turn the cliffs gold from the chalet deck with a glass of something local.',
      },
      {
        title: 'Where to eat',
        icon: 'restaurant',
        description:
          'Our favourites: scones at the Megalong Valley Tearooms, share plates at Leura Garage and high tea at the Hydro Majestic. More ideas at www.visitbluemountains.com.au.',
      },
      {
        title: 'Wildlife spotting',
        icon: 'tree',
        description:
          'Kangaroos graze in the lower paddock most evenings. Look for wombats near the creek after dark, and listen for lyrebirds on the bush trail in winter.',
      },
      {
        title: 'Stargazing',
        icon: 'compass',
        description:
          'With no town lights nearby, the night sky is spectacular. Switch off the deck lights, let your eyes adjust for ten minutes and look for the Milky Way and the Southern Cross.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Testimonials

export const TESTIMONIALS: {
  name: string;
  location: string;
  comment: string;
  rating: number;
  isActive: boolean;
  source: string;
  stayMonth: string;
}[] = [
  {
    name: 'Sophie M.',
    location: 'Surry Hills, NSW',
    comment:
      'We arrived in the fog and woke to the whole valley glowing in the sun. The chalet is even more beautiful than the photos, and the sauna after a day on the Grand Canyon track was pure bliss.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2026-03',
  },
  {
    name: 'James & Priya',
    location: 'Melbourne, VIC',
    comment:
      'Perfect for our anniversary. The fireplace, the freestanding bath and the stars from the fire pit – we barely left the property. Thoughtful touches everywhere.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2026-02',
  },
  {
    name: 'The Nguyen family',
    location: 'Parramatta, NSW',
    comment:
      'The kids loved the bunk room and counting kangaroos at dusk. Kitchen had everything we needed to cook for eight. Already planning our winter trip.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2026-01',
  },
  {
    name: 'Hannah L.',
    location: 'Newcastle, NSW',
    comment:
      'Spotless, warm and so peaceful. The host gave us great tips for walks and the Megalong Valley Tearooms. Only note: bring groceries, the shops are a drive away.',
    rating: 4,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-12',
  },
  {
    name: 'Mark T.',
    location: 'Brisbane, QLD',
    comment:
      'Came for a week of hiking and stayed for the views. The deck at sunset is something else. Solar power and rainwater tanks – off-grid luxury done properly.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-11',
  },
  {
    name: 'Olivia & Ben',
    location: 'Canberra, ACT',
    comment:
      'Brought our two dogs and they were made to feel as welcome as we were. Beautiful bushland to explore and the fire pit nights were the highlight of our trip.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-10',
  },
  {
    name: 'Grace W.',
    location: 'Wollongong, NSW',
    comment:
      'A true retreat. We had a girls weekend with wine by the fire, long baths and a day in Leura. The loft is the cosiest room I have ever slept in.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-09',
  },
  {
    name: 'Daniel K.',
    location: 'Adelaide, SA',
    comment:
      'Superb location for exploring Jenolan Caves and the upper mountains, but the real magic is coming home to the quiet of the valley. Highly recommended.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-08',
  },
  {
    name: 'Emma R.',
    location: 'Orange, NSW',
    comment:
      'Stylish, comfortable and incredibly well equipped. The road in is gravel for the last bit, but it is easy in a normal car. We will be back in autumn.',
    rating: 4,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-07',
  },
  {
    name: 'Liam & Chloe',
    location: 'Bondi, NSW',
    comment:
      'We needed a proper break from the city and found it here. No traffic noise, just birdsong, a crackling fire and that view. Ten out of ten.',
    rating: 5,
    isActive: true,
    source: 'Airbnb',
    stayMonth: '2025-06',
  },
  {
    name: 'Peter S.',
    location: 'Hobart, TAS',
    comment: 'Lovely chalet, though we would have liked a little more mobile reception in the valley.',
    rating: 4,
    isActive: false,
    source: 'Airbnb',
    stayMonth: '2025-05',
  },
];

// ---------------------------------------------------------------------------------------------------
// Check-in instructions

/** The line that separates sections in check-in instruction content. */
export const SECTION_SEPARATOR = '───';

/** Builds instruction content: each section is a title line followed by its lines. */
function sections(...parts: [title: string, ...lines: string[]][]): string {
  return parts.map(([title, ...lines]) => [title, ...lines].join('\n')).join(`\n${SECTION_SEPARATOR}\n`);
}

/**
 * `stay` instructions (door code, WiFi) are shown only inside a dated code's stay window; the rest
 * (directions, house rules) to any valid code at any time.
 */
/**
 * The demo's arrival settings (decision 0040): the instructions' {doorCode}, {wifiNetwork},
 * {wifiPassword}, {checkInTime} and {checkOutTime} are filled from them, so the demo reads as before and
 * never contradicts the times the owner sets (decision 0087).
 */
export const ARRIVAL_SETTINGS = {
  address: 'Kanimbla Valley, Blue Mountains NSW',
  wifiNetwork: 'KanimblaChalet',
  wifiPassword: 'bluemountains792',
  doorCode: '2790',
  checkInTime: '15:00',
  checkOutTime: '10:00',
};

export const CHECK_IN_INSTRUCTIONS: { title: string; content: string; visibility?: 'always' | 'stay' }[] = [
  {
    title: 'Quick Start Guide',
    content: sections(
      [
        'Your stay at a glance',
        'Everything you need for the first ten minutes. Details follow in the sections below.',
        '• Check-in from {checkInTime}, check-out by {checkOutTime}',
        '• The door code and WiFi password appear on this page from two hours before check-in',
        '• Need your host? The call, text and email buttons are at the top of this page, or message them on your booking platform',
      ],
      [
        'First things first',
        'Switch on the hot water booster on the laundry wall if you plan to run a bath within the hour.',
        '',
        'The welcome hamper is in the fridge.',
      ],
    ),
  },
  {
    title: 'Arrival & Parking',
    content: sections([
      'Finding the driveway',
      'Turn off the sealed road at the sign for the chalet and follow the gravel track for 2.3 km.',
      '- Two farm gates: please close them behind you',
      '- Keep left at the fork by the dam',
      '- Park on the gravel pad beside the chalet',
    ]),
  },
  {
    title: 'Door Code & WiFi',
    visibility: 'stay',
    content: sections(
      [
        'Getting in',
        'The front door is under the balcony on the eastern side.',
        '• Press any key to wake the keypad',
        '• Enter {doorCode} followed by the tick key',
        '• Turn the handle down within five seconds',
        'To lock when you leave, close the door and press the lock key.',
      ],
      [
        'WiFi',
        'Network: {wifiNetwork} – password: {wifiPassword}',
        '- The router is in the hallway cupboard if you need to restart it',
      ],
    ),
  },
  {
    title: 'Inside the Chalet',
    content: sections(
      [
        'Bedrooms',
        'The Master Suite and Queen Room are on the ground floor; the Bunk Room is off the hallway and the Loft is up the timber stairs.',
        '* Spare blankets and pillows are in the hallway cupboard',
        '* The cot and high chair are in the laundry',
      ],
      [
        'Kitchen',
        'Coffee beans are in the canister beside the espresso machine. The dishwasher tablets are under the sink.',
      ],
      [
        'TV',
        'The TV remote is in the basket on the coffee table.',
        '- Sign in to your own streaming accounts and sign out before you leave',
      ],
    ),
  },
  {
    title: 'Heating, Fireplace & Sauna',
    content: sections(
      [
        'Fireplace',
        'Firewood and kindling are stacked on the deck and in the basket by the hearth.',
        '• Open the flue lever fully before lighting',
        '• Build a small fire of kindling first, then add two logs at a time',
        '• Always close the screen and never leave the fire unattended',
      ],
      [
        'Air conditioning',
        'Each bedroom has its own reverse-cycle unit. Please switch them off when you go out: the chalet runs on solar power.',
      ],
      [
        'Sauna',
        'The switch is on the wall outside the sauna door. It takes about 40 minutes to heat to 80 °C.',
        '- Ladle only a little water onto the stones at a time',
        '- Sessions of 10 to 15 minutes are plenty',
        '- Switch off the heater when you are finished',
      ],
    ),
  },
  {
    title: 'Check-out',
    content: sections(
      [
        'Before you leave',
        'Check-out is by {checkOutTime}. Thank you for helping us get ready for the next guests.',
        '• Start the dishwasher',
        '• Leave used towels in the laundry basket',
        '• Make sure the fire is out and the screen is closed',
        '• Switch off the sauna, lights and air conditioning',
        '• Close the doors and windows, then lock the front door with the lock key',
      ],
      [
        'Thank you',
        'We hope the valley worked its magic. If you enjoyed your stay, a review on the booking platform means the world to us.',
      ],
    ),
  },
];

// ---------------------------------------------------------------------------------------------------
// Contact messages (so the admin inbox is not empty on first start)

export const CONTACT_SUBMISSIONS: { name: string; email: string; subject: string; message: string }[] = [
  {
    name: 'Rebecca Hall',
    email: 'rebecca.hall@example.com',
    subject: 'Winter long weekend',
    message:
      'Hi there, we are a family of five with a well-behaved labrador. Is the chalet available over the June long weekend, and is the fireplace wood supplied?',
  },
  {
    name: 'Tom Fraser',
    email: 'tom.fraser@example.com',
    subject: 'Small photography workshop',
    message:
      'Hello! I run small landscape photography workshops and would love to base a group of six at the chalet for three nights in autumn. Could we discuss dates and rates?',
  },
];

// ---------------------------------------------------------------------------------------------------
// Pictures

export interface PictureJob {
  picture: Picture;
  size: PictureSize;
}

/** Every picture the content uses, once, with the size of its use. */
export function collectPictures(): PictureJob[] {
  const jobs = new Map<string, PictureJob>();
  const add = (picture: Picture, size: PictureSize) => {
    const existing = jobs.get(picture.name);
    if (existing && (existing.size !== size || existing.picture.kind !== picture.kind)) {
      throw new Error(`demo picture "${picture.name}" is used with two different scenes or sizes`);
    }
    jobs.set(picture.name, { picture, size });
  };
  for (const image of GALLERY) add(image.picture, image.category === 'hero-section' ? 'hero' : 'standard');
  for (const room of ROOMS) add(room.picture, 'standard');
  for (const category of ATTRACTION_CATEGORIES) {
    for (const attraction of category.attractions) add(attraction.picture, 'attraction');
  }
  for (const experience of EXPERIENCES) add(experience.picture, 'attraction');
  return [...jobs.values()];
}

/**
 * Keyword → icon-key normalisation (spec section 3). The keys are plain strings; the client maps each
 * key to an icon component, so this module stays free of React.
 */
import { DEFAULT_AMENITY_ICON, DEFAULT_GUEST_INFO_ICON } from '../constants.js';

/** Lower-cases and drops spaces, underscores and dashes: 'Chef_Hat', 'chef hat', 'chef-hat' → 'chefhat'. */
function compact(raw: string | null | undefined): string {
  return (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

// ---------------------------------------------------------------------------------------------------
// Amenities (public cards)

/** The amenity icon names recognised (spec section 3, verbatim). */
export const AMENITY_ICON_KEYS = [
  'home',
  'package',
  'bed',
  'bath',
  'shirt',
  'chef-hat',
  'utensils',
  'pan',
  'coffee',
  'microwave',
  'tv',
  'television',
  'book-open',
  'gamepad',
  'leaf',
  'tree',
  'mountain',
  'shield-check',
  'wifi',
  'flame',
  'first aid',
  'car',
  'baby',
  'face',
  'briefcase',
  'pen',
  'dog',
  'fan',
  'snowflake',
] as const;

export type AmenityIconName = (typeof AMENITY_ICON_KEYS)[number];
/** What amenityIconKey returns: a recognised name, with 'television' folded into 'tv'. */
export type AmenityIconKey = Exclude<AmenityIconName, 'television'>;

const AMENITY_ALIASES: Readonly<Record<string, AmenityIconKey>> = {
  chef: 'chef-hat',
  television: 'tv',
};

const AMENITY_BY_COMPACT: ReadonlyMap<string, AmenityIconKey> = new Map<string, AmenityIconKey>([
  ...AMENITY_ICON_KEYS.filter((key): key is AmenityIconKey => key !== 'television').map(
    (key) => [compact(key), key] as const,
  ),
  ...Object.entries(AMENITY_ALIASES),
]);

/**
 * The icon of a public amenity category. Case, spaces, underscores and dashes are ignored
 * ('Chef_Hat', 'chefhat' → 'chef-hat'; 'first-aid', 'firstaid' → 'first aid'); 'chef' → 'chef-hat';
 * 'television' → 'tv'. Anything else gives the package icon.
 */
export function amenityIconKey(raw: string | null | undefined): AmenityIconKey {
  return AMENITY_BY_COMPACT.get(compact(raw)) ?? DEFAULT_AMENITY_ICON;
}

export type AdminAmenityIconKey = 'home' | 'chef-hat' | 'leaf' | 'package';

/**
 * The icon of an admin amenity card (spec section 2): home, chefhat or chef, leaf, otherwise package.
 * Case, spaces, underscores and dashes are ignored, so 'chef-hat' counts as 'chefhat'.
 */
export function adminAmenityIconKey(raw: string | null | undefined): AdminAmenityIconKey {
  switch (compact(raw)) {
    case 'home':
      return 'home';
    case 'chefhat':
    case 'chef':
      return 'chef-hat';
    case 'leaf':
      return 'leaf';
    default:
      return DEFAULT_AMENITY_ICON;
  }
}

// ---------------------------------------------------------------------------------------------------
// Attraction categories

export const ATTRACTION_CATEGORY_ICON_KEYS = [
  'hiking',
  'dining',
  'landmark',
  'activity',
  'shopping',
  'map',
] as const;
export type AttractionCategoryIconKey = (typeof ATTRACTION_CATEGORY_ICON_KEYS)[number];

/**
 * The icon of an attraction category (spec section 3): hiking, dining, landmark, activity, shopping,
 * otherwise map (the stored default 'map-pin' also shows the map icon). Case and surrounding spaces are ignored.
 */
export function attractionCategoryIconKey(raw: string | null | undefined): AttractionCategoryIconKey {
  const key = (raw ?? '').trim().toLowerCase();
  return (ATTRACTION_CATEGORY_ICON_KEYS as readonly string[]).includes(key)
    ? (key as AttractionCategoryIconKey)
    : 'map';
}

// ---------------------------------------------------------------------------------------------------
// Guest information items

/** The icon choices of the admin guest-info item form (spec section 3, verbatim and in order). */
export const GUEST_INFO_ICON_CHOICES = [
  'info',
  'rules',
  'safety',
  'smoking',
  'nosmoking',
  'trash',
  'calendar',
  'clock',
  'timer',
  'phone',
  'email',
  'message',
  'wifi',
  'tv',
  'computer',
  'key',
  'bed',
  'bathroom',
  'shower',
  'washer',
  'dryer',
  'kitchen',
  'fireplace',
  'bbq',
  'pool',
  'heat',
  'cooling',
  'coffee',
  'car',
  'bike',
  'parking',
  'bus',
  'train',
  'taxi',
  'fuel',
  'map',
  'location',
  'compass',
  'walk',
  'tree',
  'grocery',
  'restaurant',
  'shopping',
  'bank',
  'medical',
  'medicalcross',
  'laundry',
  'fruit',
  'cheese',
  'tshirt',
  'pet',
  'warning',
  'question',
  'checkmark',
] as const;

export type GuestInfoIconChoice = (typeof GUEST_INFO_ICON_CHOICES)[number];

/**
 * Keys the public page can show: every admin choice plus two public-only names that have no fitting
 * admin choice: 'gear' (equipment to bring, e.g. a backpack icon) and 'quiet' (quiet hours, e.g. a
 * muted-speaker icon).
 */
export const GUEST_INFO_ICON_KEYS = [...GUEST_INFO_ICON_CHOICES, 'gear', 'quiet'] as const;
export type GuestInfoIconKey = (typeof GUEST_INFO_ICON_KEYS)[number];

/**
 * Public aliases (spec section 3: walking, maps, food, clothing, gear, hospital, doctor, pets, outdoor,
 * quiet, events, manager) folded onto a key. 'manager' becomes 'phone' (the manager is someone to call);
 * the rest are the obvious synonyms. Keys are in compact form.
 */
const GUEST_INFO_ALIASES: Readonly<Record<string, GuestInfoIconKey>> = {
  walking: 'walk',
  hiking: 'walk',
  maps: 'map',
  food: 'restaurant',
  dining: 'restaurant',
  clothing: 'tshirt',
  clothes: 'tshirt',
  hospital: 'medical',
  doctor: 'medical',
  pets: 'pet',
  outdoor: 'tree',
  outdoors: 'tree',
  event: 'calendar',
  events: 'calendar',
  manager: 'phone',
};

const GUEST_INFO_BY_COMPACT: ReadonlyMap<string, GuestInfoIconKey> = new Map<string, GuestInfoIconKey>([
  ...GUEST_INFO_ICON_KEYS.map((key) => [key, key] as const),
  ...Object.entries(GUEST_INFO_ALIASES),
]);

/**
 * The icon of a guest-info item. Case, spaces, underscores and dashes are ignored ('No Smoking' →
 * 'nosmoking', 't-shirt' → 'tshirt', 'medical cross' → 'medicalcross'); public aliases are folded
 * (see GUEST_INFO_ALIASES); any unknown name falls back to the info icon.
 */
export function guestInfoIconKey(raw: string | null | undefined): GuestInfoIconKey {
  return GUEST_INFO_BY_COMPACT.get(compact(raw)) ?? DEFAULT_GUEST_INFO_ICON;
}

// ---------------------------------------------------------------------------------------------------
// Room features

export const ROOM_FEATURE_ICON_KEYS = [
  'air-conditioning',
  'sauna',
  'fireplace',
  'heated',
  'bed',
  'tv',
  'wifi',
  'kitchen',
  'coffee',
  'bath',
  'sunset',
  'view',
  'compass',
  'toys',
  'check',
] as const;
export type RoomFeatureIconKey = (typeof ROOM_FEATURE_ICON_KEYS)[number];

/**
 * Keyword rules, first match wins; the order resolves features naming two things
 * ('Wood fire heating' → fireplace, 'Heated bathroom floors' → heated, 'Sunset views' → sunset,
 * 'Kitchenette with coffee machine' → kitchen). 'double' / 'single' / 'twin' only count as a bed
 * type next to bed/size/room words, so 'Double glazing' is not a bed.
 */
const ROOM_FEATURE_RULES: ReadonlyArray<readonly [RoomFeatureIconKey, RegExp]> = [
  ['air-conditioning', /\b(?:air[\s-]?con\w*|a\/c|reverse[\s-]cycle|climate[\s-]control)/i],
  ['sauna', /\bsaunas?\b/i],
  [
    'fireplace',
    /\b(?:fire[\s-]?places?|wood[\s-]?(?:fire|burn\w*|heater)|log[\s-]?fire|fire[\s-]?pit|combustion)/i,
  ],
  ['heated', /\b(?:heat(?:ed|ing|ers?)?|underfloor)\b/i],
  [
    'bed',
    /\b(?:beds?|bunks?|king|queen|cots?|(?:double|single|twin)s?(?=[\s-]+(?:size[d]?|beds?|bedded|bunks?|rooms?)\b))\b/i,
  ],
  ['tv', /\b(?:tvs?|televisions?|netflix|streaming)\b/i],
  ['wifi', /\b(?:wi-?fi|internet|wireless|broadband)\b/i],
  ['kitchen', /\b(?:kitchen\w*|cook\w*|oven|dishwasher)\b/i],
  ['coffee', /\b(?:coffee|espresso|nespresso|tea)\b/i],
  ['bath', /\b(?:bath\w*|showers?|en[\s-]?suite|tub|spa)\b/i],
  ['sunset', /\b(?:sunsets?|sunrises?)\b/i],
  ['view', /\b(?:views?|outlook|panoram\w*|vistas?)\b/i],
  [
    'compass',
    /\b(?:north|south)(?:[\s-]?(?:east|west))?\w*|\b(?:east|west)(?:ern|erly|ward|wards|[\s-]facing)?\b/i,
  ],
  ['toys', /\btoys?\b/i],
];

/** The icon of one room feature, by keyword; 'check' when nothing matches. */
export function roomFeatureIconKey(feature: string | null | undefined): RoomFeatureIconKey {
  const text = feature ?? '';
  for (const [key, pattern] of ROOM_FEATURE_RULES) {
    if (pattern.test(text)) return key;
  }
  return 'check';
}

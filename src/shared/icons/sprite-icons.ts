/**
 * The icons of the SVG sprite (`GET /icons.svg`): every icon the public pages draw (amenity,
 * guest-information, attraction-category, check-in, room-feature, arrival-note and highlight icons, and
 * the links', buttons' and ratings' icons). The back office and the interactive primitives (dialogs,
 * menus, selects) still use lucide-react's components: they render in the browser only.
 * Each sprite id is the lucide icon name (kebab case) and maps to the icon's canonical name in
 * lucide-react's `icons` record; the server renders those components once into `<symbol id="…">`
 * elements, so the browser loads the drawings as one cacheable file instead of as JavaScript. Keep this
 * module free of React: the client only needs the ids.
 *
 * Canonical names differ from some older import aliases (Trash2 is Trash, TriangleAlert is
 * TriangleExclamationPoint, CircleHelp is CircleQuestionMark, SquareParking is SquareLetterP, Smile is
 * FaceSlightlySmiling, Waves is WavesHorizontal, MapIcon is Map): the same drawings.
 *
 * Adding an icon: add `'kebab-name': 'CanonicalName'` here, then use the id in a key → icon map
 * (e.g. `client/features/guest-info/guest-info-icons.ts`) or as `<SpriteIcon id="…" />`. TypeScript
 * checks the names against lucide-react where the server builds the sprite (`server/modules/icons/sprite.ts`).
 */
export const SPRITE_ICONS = {
  activity: 'Activity',
  'air-vent': 'AirVent',
  apple: 'Apple',
  baby: 'Baby',
  backpack: 'Backpack',
  bath: 'Bath',
  'bed-double': 'BedDouble',
  bike: 'Bike',
  'book-open': 'BookOpen',
  briefcase: 'Briefcase',
  'briefcase-medical': 'BriefcaseMedical',
  bus: 'Bus',
  calendar: 'Calendar',
  car: 'Car',
  'car-front': 'CarFront',
  'car-taxi-front': 'CarTaxiFront',
  check: 'Check',
  cheese: 'Cheese',
  'chef-hat': 'ChefHat',
  cigarette: 'Cigarette',
  'cigarette-off': 'CigaretteOff',
  'circle-check': 'CircleCheck',
  'circle-question-mark': 'CircleQuestionMark',
  clock: 'Clock',
  coffee: 'Coffee',
  compass: 'Compass',
  'cooking-pot': 'CookingPot',
  cross: 'Cross',
  dog: 'Dog',
  'face-slightly-smiling': 'FaceSlightlySmiling',
  fan: 'Fan',
  flame: 'Flame',
  'flame-kindling': 'FlameKindling',
  footprints: 'Footprints',
  fuel: 'Fuel',
  'gamepad-2': 'Gamepad2',
  globe: 'Globe',
  heater: 'Heater',
  house: 'House',
  info: 'Info',
  'key-round': 'KeyRound',
  landmark: 'Landmark',
  leaf: 'Leaf',
  mail: 'Mail',
  map: 'Map',
  'map-pin': 'MapPin',
  'message-square': 'MessageSquare',
  microwave: 'Microwave',
  monitor: 'Monitor',
  mountain: 'Mountain',
  package: 'Package',
  'paw-print': 'PawPrint',
  pen: 'Pen',
  phone: 'Phone',
  'scroll-text': 'ScrollText',
  'shield-check': 'ShieldCheck',
  shirt: 'Shirt',
  'shopping-bag': 'ShoppingBag',
  'shopping-basket': 'ShoppingBasket',
  'shopping-cart': 'ShoppingCart',
  'shower-head': 'ShowerHead',
  snowflake: 'Snowflake',
  'square-letter-p': 'SquareLetterP',
  squirrel: 'Squirrel',
  stethoscope: 'Stethoscope',
  sunset: 'Sunset',
  'thermometer-sun': 'ThermometerSun',
  timer: 'Timer',
  'toy-brick': 'ToyBrick',
  'train-front': 'TrainFront',
  trash: 'Trash',
  'tree-pine': 'TreePine',
  'triangle-exclamation-point': 'TriangleExclamationPoint',
  tv: 'Tv',
  utensils: 'Utensils',
  'volume-x': 'VolumeX',
  wallet: 'Wallet',
  'washing-machine': 'WashingMachine',
  'waves-horizontal': 'WavesHorizontal',
  wifi: 'Wifi',
  wind: 'Wind',
  // The controls every public page shows first (header, hero, theme toggle, spinner, not-found page):
  // in the sprite too, so the first download carries no icon code at all.
  'arrow-left': 'ArrowLeft',
  'chevron-down': 'ChevronDown',
  'chevron-right': 'ChevronRight',
  'loader-circle': 'LoaderCircle',
  menu: 'Menu',
  moon: 'Moon',
  sun: 'Sun',
  x: 'X',
  // The public pages' other drawn icons (links, buttons, ratings, placeholders): in the sprite, so
  // no page's HTML carries an icon's drawing more than once and no icon is JavaScript.
  'arrow-right': 'ArrowRight',
  'calendar-check': 'CalendarCheck',
  'calendar-days': 'CalendarDays',
  'chevron-left': 'ChevronLeft',
  'external-link': 'ExternalLink',
  image: 'Image',
  'image-off': 'ImageOff',
  lock: 'Lock',
  'log-out': 'LogOut',
  'maximize-2': 'Maximize2',
  'message-circle': 'MessageCircle',
  navigation: 'Navigation',
  quote: 'Quote',
  'rotate-ccw': 'RotateCcw',
  send: 'Send',
  sparkles: 'Sparkles',
  star: 'Star',
  // The guest's arrival card (decision 0041).
  copy: 'Copy',
  // The reviews carousel's pause button (decision 0056).
  pause: 'Pause',
  play: 'Play',
  // Experiences (issue 35): group size on an experience's page.
  users: 'Users',
} as const satisfies Readonly<Record<string, string>>;

export type SpriteIconId = keyof typeof SPRITE_ICONS;

export const SPRITE_ICON_IDS = Object.keys(SPRITE_ICONS) as SpriteIconId[];

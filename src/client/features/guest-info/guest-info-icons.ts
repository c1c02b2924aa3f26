import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { type GuestInfoIconKey, guestInfoIconKey } from '../../../shared/text/icon-keys.js';
import { spriteIconComponent } from '../../components/ui/sprite-icon.js';

/** Every guest-info icon key (admin choices plus 'gear' and 'quiet') → its icon. */
export const GUEST_INFO_SPRITE_ICONS: Readonly<Record<GuestInfoIconKey, SpriteIconId>> = {
  info: 'info',
  rules: 'scroll-text',
  safety: 'shield-check',
  smoking: 'cigarette',
  nosmoking: 'cigarette-off',
  trash: 'trash',
  calendar: 'calendar',
  clock: 'clock',
  timer: 'timer',
  phone: 'phone',
  email: 'mail',
  message: 'message-square',
  wifi: 'wifi',
  tv: 'tv',
  computer: 'monitor',
  key: 'key-round',
  bed: 'bed-double',
  bathroom: 'bath',
  shower: 'shower-head',
  washer: 'washing-machine',
  dryer: 'wind',
  kitchen: 'chef-hat',
  fireplace: 'flame',
  bbq: 'flame-kindling',
  pool: 'waves-horizontal',
  heat: 'heater',
  cooling: 'snowflake',
  coffee: 'coffee',
  car: 'car-front',
  bike: 'bike',
  parking: 'square-letter-p',
  bus: 'bus',
  train: 'train-front',
  taxi: 'car-taxi-front',
  fuel: 'fuel',
  map: 'map',
  location: 'map-pin',
  compass: 'compass',
  walk: 'footprints',
  tree: 'tree-pine',
  grocery: 'shopping-cart',
  restaurant: 'utensils',
  shopping: 'shopping-bag',
  bank: 'landmark',
  medical: 'stethoscope',
  medicalcross: 'cross',
  laundry: 'shirt',
  fruit: 'apple',
  cheese: 'cheese',
  tshirt: 'shirt',
  pet: 'paw-print',
  warning: 'triangle-exclamation-point',
  question: 'circle-question-mark',
  checkmark: 'circle-check',
  gear: 'backpack',
  quiet: 'volume-x',
};

/** The icon of a stored guest-info icon name (unknown names give the info icon). */
export function guestInfoSpriteIcon(name: string | null | undefined): SpriteIconId {
  return GUEST_INFO_SPRITE_ICONS[guestInfoIconKey(name)];
}

/**
 * The icon of a stored guest-info icon name as a component (for callers that render `<Icon … />`).
 * New code can use `<SpriteIcon id={guestInfoSpriteIcon(name)} />`.
 */
export function guestInfoIcon(name: string | null | undefined) {
  return spriteIconComponent(guestInfoSpriteIcon(name));
}

import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { type AmenityIconKey, amenityIconKey } from '../../../shared/text/icon-keys.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';

export const AMENITY_SPRITE_ICONS: Readonly<Record<AmenityIconKey, SpriteIconId>> = {
  home: 'house',
  package: 'package',
  bed: 'bed-double',
  bath: 'bath',
  shirt: 'shirt',
  'chef-hat': 'chef-hat',
  utensils: 'utensils',
  pan: 'cooking-pot',
  coffee: 'coffee',
  microwave: 'microwave',
  tv: 'tv',
  'book-open': 'book-open',
  gamepad: 'gamepad-2',
  leaf: 'leaf',
  tree: 'tree-pine',
  mountain: 'mountain',
  'shield-check': 'shield-check',
  wifi: 'wifi',
  flame: 'flame',
  'first aid': 'briefcase-medical',
  car: 'car',
  baby: 'baby',
  face: 'face-slightly-smiling',
  briefcase: 'briefcase',
  pen: 'pen',
  dog: 'dog',
  fan: 'fan',
  snowflake: 'snowflake',
};

/** The icon of a public amenity category (unknown names give the package icon). */
export function amenitySpriteIcon(name: string | null | undefined): SpriteIconId {
  return AMENITY_SPRITE_ICONS[amenityIconKey(name)];
}

/** The icon of an amenity category (unknown names give the package icon). Decorative. */
export function AmenityIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  return <SpriteIcon id={amenitySpriteIcon(icon)} className={className} />;
}

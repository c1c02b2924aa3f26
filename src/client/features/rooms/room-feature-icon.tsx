import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { type RoomFeatureIconKey, roomFeatureIconKey } from '../../../shared/text/icon-keys.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';

export const ROOM_FEATURE_SPRITE_ICONS: Readonly<Record<RoomFeatureIconKey, SpriteIconId>> = {
  'air-conditioning': 'air-vent',
  sauna: 'thermometer-sun',
  fireplace: 'flame',
  heated: 'heater',
  bed: 'bed-double',
  tv: 'tv',
  wifi: 'wifi',
  kitchen: 'chef-hat',
  coffee: 'coffee',
  bath: 'bath',
  sunset: 'sunset',
  view: 'mountain',
  compass: 'compass',
  toys: 'toy-brick',
  check: 'check',
};

/** The icon of a room feature, chosen by keyword ('check' when nothing matches). */
export function roomFeatureSpriteIcon(feature: string | null | undefined): SpriteIconId {
  return ROOM_FEATURE_SPRITE_ICONS[roomFeatureIconKey(feature)];
}

/** The icon of a room feature, chosen by keyword (decorative: the feature text says it all). */
export function RoomFeatureIcon({ feature, className }: { feature: string; className?: string }) {
  return <SpriteIcon id={roomFeatureSpriteIcon(feature)} className={className} />;
}

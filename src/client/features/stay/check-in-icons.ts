import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import type { CheckInIconKey } from '../../../shared/text/check-in-content.js';
import { spriteIconComponent } from '../../components/ui/sprite-icon.js';

export const CHECK_IN_SPRITE_ICONS: Readonly<Record<CheckInIconKey, SpriteIconId>> = {
  key: 'key-round',
  wifi: 'wifi',
  car: 'car-front',
  clock: 'clock',
  flame: 'flame',
  trash: 'trash',
  dog: 'paw-print',
  phone: 'phone',
  info: 'info',
};

/** The icon of a check-in section as a component (for callers that render `<Icon … />`). */
export function checkInIcon(key: CheckInIconKey) {
  return spriteIconComponent(CHECK_IN_SPRITE_ICONS[key]);
}

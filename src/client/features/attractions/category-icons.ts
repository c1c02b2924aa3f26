import type { SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { type AttractionCategoryIconKey, attractionCategoryIconKey } from '../../../shared/text/icon-keys.js';

export const ATTRACTION_CATEGORY_SPRITE_ICONS: Readonly<Record<AttractionCategoryIconKey, SpriteIconId>> = {
  hiking: 'footprints',
  dining: 'utensils',
  landmark: 'landmark',
  activity: 'activity',
  shopping: 'shopping-bag',
  map: 'map-pin',
};

/** The icon of an attraction category's stored icon name (anything unknown gives the map pin). */
export function attractionCategorySpriteIcon(name: string | null | undefined): SpriteIconId {
  return ATTRACTION_CATEGORY_SPRITE_ICONS[attractionCategoryIconKey(name)];
}

import { Activity, Footprints, Landmark, type LucideIcon, MapPin, ShoppingBag, Utensils } from 'lucide-react';
import { type AttractionCategoryIconKey, attractionCategoryIconKey } from '../../../shared/text/icon-keys.js';

const CATEGORY_ICONS: Record<AttractionCategoryIconKey, LucideIcon> = {
  hiking: Footprints,
  dining: Utensils,
  landmark: Landmark,
  activity: Activity,
  shopping: ShoppingBag,
  map: MapPin,
};

/** The lucide icon of an attraction category's stored icon name (anything unknown gives the map pin). */
export function attractionCategoryIcon(name: string | null | undefined): LucideIcon {
  return CATEGORY_ICONS[attractionCategoryIconKey(name)];
}

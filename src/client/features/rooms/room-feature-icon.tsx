import {
  AirVent,
  Bath,
  BedDouble,
  Check,
  ChefHat,
  Coffee,
  Compass,
  Flame,
  Heater,
  Mountain,
  Sunset,
  ThermometerSun,
  ToyBrick,
  Tv,
  Wifi,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { type RoomFeatureIconKey, roomFeatureIconKey } from '../../../shared/text/icon-keys.js';

const ROOM_FEATURE_ICONS: Record<RoomFeatureIconKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  'air-conditioning': AirVent,
  sauna: ThermometerSun,
  fireplace: Flame,
  heated: Heater,
  bed: BedDouble,
  tv: Tv,
  wifi: Wifi,
  kitchen: ChefHat,
  coffee: Coffee,
  bath: Bath,
  sunset: Sunset,
  view: Mountain,
  compass: Compass,
  toys: ToyBrick,
  check: Check,
};

/** The icon of a room feature, chosen by keyword (decorative: the feature text says it all). */
export function RoomFeatureIcon({ feature, className }: { feature: string; className?: string }) {
  const Icon = ROOM_FEATURE_ICONS[roomFeatureIconKey(feature)];
  return <Icon className={className} aria-hidden="true" />;
}

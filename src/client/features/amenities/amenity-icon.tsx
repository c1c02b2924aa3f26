import {
  Baby,
  Bath,
  BedDouble,
  BookOpen,
  Briefcase,
  BriefcaseMedical,
  Car,
  ChefHat,
  Coffee,
  CookingPot,
  Dog,
  Fan,
  Flame,
  Gamepad2,
  House,
  Leaf,
  Microwave,
  Mountain,
  Package,
  Pen,
  ShieldCheck,
  Shirt,
  Smile,
  Snowflake,
  TreePine,
  Tv,
  Utensils,
  Wifi,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { type AmenityIconKey, amenityIconKey } from '../../../shared/text/icon-keys.js';

const AMENITY_ICONS: Record<AmenityIconKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: House,
  package: Package,
  bed: BedDouble,
  bath: Bath,
  shirt: Shirt,
  'chef-hat': ChefHat,
  utensils: Utensils,
  pan: CookingPot,
  coffee: Coffee,
  microwave: Microwave,
  tv: Tv,
  'book-open': BookOpen,
  gamepad: Gamepad2,
  leaf: Leaf,
  tree: TreePine,
  mountain: Mountain,
  'shield-check': ShieldCheck,
  wifi: Wifi,
  flame: Flame,
  'first aid': BriefcaseMedical,
  car: Car,
  baby: Baby,
  face: Smile,
  briefcase: Briefcase,
  pen: Pen,
  dog: Dog,
  fan: Fan,
  snowflake: Snowflake,
};

/** The icon of an amenity category (unknown names give the package icon). Decorative. */
export function AmenityIcon({ icon, className }: { icon: string | null | undefined; className?: string }) {
  const Icon = AMENITY_ICONS[amenityIconKey(icon)];
  return <Icon className={className} aria-hidden="true" />;
}

import {
  CarFront,
  Clock,
  Flame,
  Info,
  KeyRound,
  type LucideIcon,
  PawPrint,
  Phone,
  Trash2,
  Wifi,
} from 'lucide-react';
import type { CheckInIconKey } from '../../../shared/text/check-in-content.js';

const CHECK_IN_ICONS: Record<CheckInIconKey, LucideIcon> = {
  key: KeyRound,
  wifi: Wifi,
  car: CarFront,
  clock: Clock,
  flame: Flame,
  trash: Trash2,
  dog: PawPrint,
  phone: Phone,
  info: Info,
};

export function checkInIcon(key: CheckInIconKey): LucideIcon {
  return CHECK_IN_ICONS[key];
}

import {
  BedDouble,
  CalendarDays,
  ClipboardList,
  ImageIcon,
  Info,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MapPin,
  MessageSquareQuote,
  Settings2,
  Sofa,
} from 'lucide-react';
import { paths } from '../../../shared/routes.js';

/**
 * wouter resolves `href`/`navigate` targets against the nearest nested route (`/admin`); a leading `~`
 * makes a path absolute. Use `absoluteHref(paths.admin.gallery)` for links and redirects inside the admin.
 */
export function absoluteHref(path: string): string {
  return `~${path}`;
}

export interface AdminNavItem {
  label: string;
  /** Absolute path (paths.admin.*). */
  href: string;
  icon: LucideIcon;
}

/** The side menu of the admin shell, in spec order (section 2, 'Admin shell'). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'Gallery', href: paths.admin.gallery, icon: ImageIcon },
  { label: 'Rooms & Spaces', href: paths.admin.rooms, icon: BedDouble },
  { label: 'Testimonials', href: paths.admin.testimonials, icon: MessageSquareQuote },
  { label: 'Contact Messages', href: paths.admin.messages, icon: Mail },
  { label: 'Attractions', href: paths.admin.attractions, icon: MapPin },
  { label: 'Spaces & Amenities', href: paths.admin.amenities, icon: Sofa },
  { label: 'Guest Information', href: paths.admin.guestInformation, icon: Info },
  { label: 'Check-In Instructions', href: paths.admin.checkIn, icon: ClipboardList },
  { label: 'Access Codes', href: paths.admin.accessCodes, icon: KeyRound },
  { label: 'Availability', href: paths.admin.availability, icon: CalendarDays },
  { label: 'Site Settings', href: paths.admin.siteSettings, icon: Settings2 },
];

/** True when `pathname` (absolute) is the item's page or below it. */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  const target = item.href.toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}

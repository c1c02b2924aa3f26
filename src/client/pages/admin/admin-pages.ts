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
  Ticket,
  TicketCheck,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { paths } from '../../../shared/routes.js';
import type { AdminNavItem } from '../../features/admin/nav.js';
import { AdminAccessCodesPage } from './access-codes-page.js';
import { AdminAmenitiesPage } from './amenities-page.js';
import { AdminAttractionsPage } from './attractions-page.js';
import { AdminAvailabilityPage } from './availability-page.js';
import { AdminBookingsPage } from './bookings-page.js';
import { AdminCheckInPage } from './check-in-page.js';
import { AdminDashboardPage } from './dashboard-page.js';
import { AdminExperiencesPage } from './experiences-page.js';
import { AdminGalleryPage } from './gallery-page.js';
import { AdminGuestInformationPage } from './guest-information-page.js';
import { AdminMessagesPage } from './messages-page.js';
import { AdminRoomsPage } from './rooms-page.js';
import { AdminSiteSettingsPage } from './site-settings-page.js';
import { AdminTestimonialsPage } from './testimonials-page.js';

/** A signed-in admin screen: registered here once, its route and menu entry follow. */
export interface AdminPageEntry {
  /** Absolute path (paths.admin.*). */
  path: string;
  /** The side menu's label (spec 2, 'Admin shell'). */
  label: string;
  icon: LucideIcon;
  /** The document title: '{title} | Admin | {site}'. */
  title: string;
  component: ComponentType;
}

/**
 * Every signed-in admin screen, in the side menu's order (spec 2, 'Admin shell'). The screens are in
 * the admin chunk (routes.tsx loads `admin-app.tsx` lazily), so a new screen is one entry here.
 */
export const ADMIN_PAGES: readonly AdminPageEntry[] = [
  {
    path: paths.admin.dashboard,
    label: 'Dashboard',
    icon: LayoutDashboard,
    title: 'Dashboard',
    component: AdminDashboardPage,
  },
  {
    path: paths.admin.gallery,
    label: 'Gallery',
    icon: ImageIcon,
    title: 'Manage Gallery',
    component: AdminGalleryPage,
  },
  {
    path: paths.admin.rooms,
    label: 'Rooms & Spaces',
    icon: BedDouble,
    title: 'Manage Rooms & Spaces',
    component: AdminRoomsPage,
  },
  {
    path: paths.admin.testimonials,
    label: 'Testimonials',
    icon: MessageSquareQuote,
    title: 'Testimonials',
    component: AdminTestimonialsPage,
  },
  {
    path: paths.admin.messages,
    label: 'Contact Messages',
    icon: Mail,
    title: 'Contact Messages',
    component: AdminMessagesPage,
  },
  {
    path: paths.admin.attractions,
    label: 'Attractions',
    icon: MapPin,
    title: 'Local Attractions',
    component: AdminAttractionsPage,
  },
  {
    path: paths.admin.experiences,
    label: 'Experiences',
    icon: Ticket,
    title: 'Experiences',
    component: AdminExperiencesPage,
  },
  {
    path: paths.admin.experienceBookings,
    label: 'Bookings',
    icon: TicketCheck,
    title: 'Bookings',
    component: AdminBookingsPage,
  },
  {
    path: paths.admin.amenities,
    label: 'Spaces & Amenities',
    icon: Sofa,
    title: 'Spaces & Amenities',
    component: AdminAmenitiesPage,
  },
  {
    path: paths.admin.guestInformation,
    label: 'Guest Information',
    icon: Info,
    title: 'Guest Information',
    component: AdminGuestInformationPage,
  },
  {
    path: paths.admin.checkIn,
    label: 'Check-In Instructions',
    icon: ClipboardList,
    title: 'Check-In Instructions',
    component: AdminCheckInPage,
  },
  {
    path: paths.admin.accessCodes,
    label: 'Access Codes',
    icon: KeyRound,
    title: 'Access Codes',
    component: AdminAccessCodesPage,
  },
  {
    path: paths.admin.availability,
    label: 'Availability',
    icon: CalendarDays,
    title: 'Availability',
    component: AdminAvailabilityPage,
  },
  {
    path: paths.admin.siteSettings,
    label: 'Site Settings',
    icon: Settings2,
    title: 'Site Settings',
    component: AdminSiteSettingsPage,
  },
];

/** The admin shell's side menu, derived from the registry. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = ADMIN_PAGES.map(({ label, path, icon }) => ({
  label,
  href: path,
  icon,
}));

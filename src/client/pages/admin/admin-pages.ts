import {
  BedDouble,
  CalendarDays,
  ClipboardList,
  ImageIcon,
  Info,
  KeyRound,
  Languages,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MapPin,
  MessageSquareQuote,
  Settings2,
  Sofa,
  Ticket,
  TicketCheck,
  UserRound,
} from 'lucide-react';
import { type ComponentType, createElement } from 'react';
import { paths } from '../../../shared/routes.js';
import type { AdminNavItem } from '../../features/admin/nav.js';
import { amenitiesQuery } from '../../features/amenities/queries.js';
import { attractionsQuery } from '../../features/attractions/queries.js';
import { availabilityFeedsQuery } from '../../features/availability/admin-api.js';
import { contactMessagesQuery } from '../../features/contact/admin-api.js';
import { adminExperiencesQuery } from '../../features/experiences/admin-api.js';
import { publicGalleryQuery } from '../../features/gallery/queries.js';
import { accessCodesQuery, adminCheckInInstructionsQuery } from '../../features/stay/admin-api.js';
import { adminTestimonialsQuery } from '../../features/testimonials/admin-api.js';
import { AdminAccessCodesPage } from './access-codes-page.js';
import { AdminAccountPage } from './account-page.js';
import { AdminAmenitiesPage } from './amenities-page.js';
import { AdminAttractionsPage } from './attractions-page.js';
import { AdminAvailabilityPage } from './availability-page.js';
import { AdminBookingsPage } from './bookings-page.js';
import { AdminCheckInPage } from './check-in-page.js';
import { AdminDashboardPage, type DashboardTile } from './dashboard-page.js';
import { AdminExperiencesPage } from './experiences-page.js';
import { AdminGalleryPage } from './gallery-page.js';
import { AdminGuestInformationPage } from './guest-information-page.js';
import { AdminMessagesPage } from './messages-page.js';
import { AdminRoomsPage } from './rooms-page.js';
import { AdminSiteSettingsPage } from './site-settings-page.js';
import { AdminTestimonialsPage } from './testimonials-page.js';
import { AdminTranslationsPage } from './translations-page.js';

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
  /**
   * The dashboard's count of the list this screen manages (spec 2, 'Admin dashboard'): its label and the
   * list's key from the feature's query options. The tile opens this screen and shows its icon.
   */
  tile?: Pick<DashboardTile, 'label' | 'queryKey'>;
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
    component: DashboardPage,
  },
  {
    path: paths.admin.gallery,
    label: 'Gallery',
    icon: ImageIcon,
    title: 'Manage Gallery',
    component: AdminGalleryPage,
    tile: { label: 'Gallery Images', queryKey: publicGalleryQuery.queryKey },
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
    tile: { label: 'Testimonials', queryKey: adminTestimonialsQuery.queryKey },
  },
  {
    path: paths.admin.messages,
    label: 'Contact Messages',
    icon: Mail,
    title: 'Contact Messages',
    component: AdminMessagesPage,
    tile: { label: 'Contact Messages', queryKey: contactMessagesQuery().queryKey },
  },
  {
    path: paths.admin.attractions,
    label: 'Attractions',
    icon: MapPin,
    title: 'Local Attractions',
    component: AdminAttractionsPage,
    tile: { label: 'Attractions', queryKey: attractionsQuery.queryKey },
  },
  {
    path: paths.admin.experiences,
    label: 'Experiences',
    icon: Ticket,
    title: 'Experiences',
    component: AdminExperiencesPage,
    tile: { label: 'Experiences', queryKey: adminExperiencesQuery.queryKey },
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
    tile: { label: 'Amenities', queryKey: amenitiesQuery.queryKey },
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
    tile: { label: 'Check-In Instructions', queryKey: adminCheckInInstructionsQuery.queryKey },
  },
  {
    path: paths.admin.accessCodes,
    label: 'Access Codes',
    icon: KeyRound,
    title: 'Access Codes',
    component: AdminAccessCodesPage,
    tile: { label: 'Access Codes', queryKey: accessCodesQuery.queryKey },
  },
  {
    path: paths.admin.availability,
    label: 'Availability',
    icon: CalendarDays,
    title: 'Availability',
    component: AdminAvailabilityPage,
    tile: { label: 'Calendar Feeds', queryKey: availabilityFeedsQuery.queryKey },
  },
  {
    path: paths.admin.translations,
    label: 'Translations',
    icon: Languages,
    title: 'Translations',
    component: AdminTranslationsPage,
  },
  {
    path: paths.admin.siteSettings,
    label: 'Site Settings',
    icon: Settings2,
    title: 'Site Settings',
    component: AdminSiteSettingsPage,
  },
  {
    path: paths.admin.account,
    label: 'Account',
    icon: UserRound,
    title: 'Account',
    component: AdminAccountPage,
  },
];

/** The admin shell's side menu, derived from the registry. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = ADMIN_PAGES.map(({ label, path, icon }) => ({
  label,
  href: path,
  icon,
}));

/** The dashboard's count tiles: the screens that declare one, in the side menu's order. */
const DASHBOARD_TILES: readonly DashboardTile[] = ADMIN_PAGES.flatMap(({ tile, path, icon }) =>
  tile ? [{ ...tile, href: path, icon }] : [],
);

function DashboardPage() {
  return createElement(AdminDashboardPage, { tiles: DASHBOARD_TILES });
}

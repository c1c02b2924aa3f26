import { type ComponentType, useEffect } from 'react';
import { twMerge } from 'tailwind-merge';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { SITE } from '../../../shared/site.js';
import { AdminGuard } from '../../features/admin/admin-guard.js';
import { AdminLayout } from '../../features/admin/admin-layout.js';
import { absoluteHref } from '../../features/admin/nav.js';
// In the admin chunk itself, so the Toaster (raised below) is there without another download.
import '../../components/ui/toaster.js';
import { toasterSignal } from '../../hooks/toaster-signal.js';
import { setClassMerger } from '../../lib/cn.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { AdminAccessCodesPage } from './access-codes-page.js';
import { AdminAmenitiesPage } from './amenities-page.js';
import { AdminAttractionsPage } from './attractions-page.js';
import { AdminAvailabilityPage } from './availability-page.js';
import { AdminCheckInPage } from './check-in-page.js';
import { AdminDashboardPage } from './dashboard-page.js';
import { AdminGalleryPage } from './gallery-page.js';
import { AdminGuestInformationPage } from './guest-information-page.js';
import { AdminLoginPage } from './login-page.js';
import { AdminMessagesPage } from './messages-page.js';
import { AdminRoomsPage } from './rooms-page.js';
import { AdminSiteSettingsPage } from './site-settings-page.js';
import { AdminTestimonialsPage } from './testimonials-page.js';

// The back office's screens override component classes freely: let the last utility win.
setClassMerger(twMerge);
// Its toasts must show at once (some come just before a reload), so the Toaster mounts with it.
toasterSignal.raise();

const ROBOTS_CONTENT = 'noindex, nofollow';

/** Sets the document title while a page is shown (browser only). */
function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | Admin | ${SITE.name}`;
  }, [title]);
}

/**
 * Every admin page is kept out of search engines (spec 2 marks /admin/attractions noindex; the server
 * sends the tag on first load, this keeps it after client-side navigation into the admin).
 */
function useNoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !meta;
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = ROBOTS_CONTENT;
    return () => {
      if (!meta) return;
      if (created) meta.remove();
      else if (previous !== null) meta.content = previous;
    };
  }, []);
}

/** A signed-in admin page: title, guard and shell. */
function AdminPage({ title, component: Page }: { title: string; component: ComponentType }) {
  useDocumentTitle(title);
  return (
    <AdminGuard>
      <AdminLayout>
        <Page />
      </AdminLayout>
    </AdminGuard>
  );
}

function LoginRoute() {
  useDocumentTitle('Login');
  return <AdminLoginPage />;
}

function AdminNotFound() {
  useDocumentTitle('404 Page Not Found');
  return <NotFoundPage />;
}

interface AdminRouteDef {
  /** Relative to /admin (the nested route's base). */
  path: string;
  title: string;
  component: ComponentType;
}

const relative = (absolute: string) => absolute.slice(paths.admin.root.length);

const ADMIN_ROUTES: readonly AdminRouteDef[] = [
  { path: relative(paths.admin.dashboard), title: 'Dashboard', component: AdminDashboardPage },
  { path: relative(paths.admin.gallery), title: 'Manage Gallery', component: AdminGalleryPage },
  { path: relative(paths.admin.rooms), title: 'Manage Rooms & Spaces', component: AdminRoomsPage },
  { path: relative(paths.admin.testimonials), title: 'Testimonials', component: AdminTestimonialsPage },
  { path: relative(paths.admin.messages), title: 'Contact Messages', component: AdminMessagesPage },
  { path: relative(paths.admin.attractions), title: 'Local Attractions', component: AdminAttractionsPage },
  { path: relative(paths.admin.amenities), title: 'Spaces & Amenities', component: AdminAmenitiesPage },
  {
    path: relative(paths.admin.guestInformation),
    title: 'Guest Information',
    component: AdminGuestInformationPage,
  },
  { path: relative(paths.admin.checkIn), title: 'Check-In Instructions', component: AdminCheckInPage },
  { path: relative(paths.admin.accessCodes), title: 'Access Codes', component: AdminAccessCodesPage },
  { path: relative(paths.admin.availability), title: 'Availability', component: AdminAvailabilityPage },
  { path: relative(paths.admin.siteSettings), title: 'Site Settings', component: AdminSiteSettingsPage },
];

/** The back office: every /admin path (mounted at `<Route path="/admin" nest>`). Loaded as its own chunk. */
export default function AdminApp() {
  useNoIndex();
  return (
    <Switch>
      <Route path="/">
        <Redirect to={absoluteHref(paths.admin.dashboard)} replace />
      </Route>
      <Route path={relative(paths.admin.login)} component={LoginRoute} />
      {ADMIN_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <AdminPage title={route.title} component={route.component} />
        </Route>
      ))}
      <Route component={AdminNotFound} />
    </Switch>
  );
}

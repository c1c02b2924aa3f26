import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../shared/routes.js';
import { Spinner } from './components/ui/spinner.js';
import { AttractionsPage } from './pages/public/attractions-page.js';
import { CheckInPage } from './pages/public/check-in-page.js';
import { GalleryPage } from './pages/public/gallery-page.js';
import { GuestInfoPage } from './pages/public/guest-info-page.js';
import { HomePage } from './pages/public/home-page.js';
import { NotFoundPage } from './pages/public/not-found-page.js';
import { PrivacyPolicyPage } from './pages/public/privacy-policy-page.js';
import { TermsOfUsePage } from './pages/public/terms-of-use-page.js';

// The back office is its own chunk: public pages never download it.
const AdminApp = lazy(() => import('./pages/admin/admin-app.js'));

function AdminFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-8 text-primary" label="Loading admin" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={HomePage} />
      <Route path={paths.checkIn} component={CheckInPage} />
      <Route path={paths.guestInfo} component={GuestInfoPage} />
      <Route path={paths.attractions} component={AttractionsPage} />
      <Route path={paths.gallery} component={GalleryPage} />
      <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
      <Route path={paths.termsOfUse} component={TermsOfUsePage} />
      <Route path={paths.admin.root} nest>
        {/* On the server only the loading shell: the browser renders the admin (see entry-client). */}
        {typeof window === 'undefined' ? (
          <AdminFallback />
        ) : (
          <Suspense fallback={<AdminFallback />}>
            <AdminApp />
          </Suspense>
        )}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

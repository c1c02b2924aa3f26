import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import {
  experiencePagePattern,
  manageBookingPagePattern,
  paths,
  publicPathPattern,
} from '../shared/routes.js';
import { ErrorBoundary } from './components/layout/error-boundary.js';
import { Spinner } from './components/ui/spinner.js';
import { publicLayoutQueries } from './features/public-layout/public-layout.js';
import { setHomeSectionsPreload } from './features/public-layout/use-section-navigation.js';
import {
  type LazyPage,
  LoadFailed,
  lazyPage,
  lazyWithFallback,
  preloadDeferredSections,
} from './lib/lazy-page.js';
import { type PageQuery, prefetchUrlOf, uniqueQueries } from './lib/page-queries.js';
import { HomePage } from './pages/public/home-page.js';
import { homeSectionQueries, preloadHomeSectionsWithData } from './pages/public/home-sections.js';

// A section link on another page waits for the home page's sections; the layout cannot import them.
setHomeSectionsPreload(preloadHomeSectionsWithData);

// The back office is its own chunk: public pages never download it.
const AdminApp = lazyWithFallback(
  () => import('./pages/admin/admin-app.js'),
  () => <LoadFailed what="This page" />,
);

// An experience's page and a booking's manage page: one chunk (one import, so one preload list).
const EXPERIENCE_PAGES = 'src/client/pages/public/experience-pages.tsx';
const loadExperiencePages = () => import('./pages/public/experience-pages.js');

/**
 * The public pages other than home, each in its own chunk so the home page loads only its own code.
 * `module` is the page's source file: the server looks it up in Vite's manifest to preload the chunk
 * of the page it renders.
 */
export const publicPages: readonly { path: string; module: string; Page: LazyPage }[] = [
  {
    path: paths.checkIn,
    module: 'src/client/pages/public/check-in-page.tsx',
    Page: lazyPage(() => import('./pages/public/check-in-page.js').then((m) => m.CheckInPage)),
  },
  {
    path: paths.guestInfo,
    module: 'src/client/pages/public/guest-info-page.tsx',
    Page: lazyPage(() => import('./pages/public/guest-info-page.js').then((m) => m.GuestInfoPage)),
  },
  {
    path: paths.attractions,
    module: 'src/client/pages/public/attractions-page.tsx',
    Page: lazyPage(() => import('./pages/public/attractions-page.js').then((m) => m.AttractionsPage)),
  },
  {
    path: paths.gallery,
    module: 'src/client/pages/public/gallery-page.tsx',
    Page: lazyPage(() => import('./pages/public/gallery-page.js').then((m) => m.GalleryPage)),
  },
  {
    path: experiencePagePattern,
    module: EXPERIENCE_PAGES,
    Page: lazyPage(() => loadExperiencePages().then((m) => m.ExperiencePage)),
  },
  {
    path: manageBookingPagePattern,
    module: EXPERIENCE_PAGES,
    Page: lazyPage(() => loadExperiencePages().then((m) => m.ManageBookingPage)),
  },
  {
    path: paths.privacyPolicy,
    module: 'src/client/pages/public/privacy-policy-page.tsx',
    Page: lazyPage(() => import('./pages/public/privacy-policy-page.js').then((m) => m.PrivacyPolicyPage)),
  },
  {
    path: paths.termsOfUse,
    module: 'src/client/pages/public/terms-of-use-page.tsx',
    Page: lazyPage(() => import('./pages/public/terms-of-use-page.js').then((m) => m.TermsOfUsePage)),
  },
];

const notFoundPage = {
  module: 'src/client/pages/public/not-found-page.tsx',
  Page: lazyPage(() => import('./pages/public/not-found-page.js').then((m) => m.NotFoundPage)),
};

const isAdminPath = (path: string) => path === paths.admin.root || path.startsWith(`${paths.admin.root}/`);
/** A pathname as the router matches it: no trailing slash, any case. */
const normalizePath = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || paths.home;

/**
 * The split page a pathname shows (paths match like the router's: trailing slash, any case): a public
 * page, the not-found page for unknown paths, nothing for home and the back office.
 */
export function findPublicPage(pathname: string): { module: string; Page: LazyPage } | undefined {
  const normalized = normalizePath(pathname);
  if (normalized === paths.home || isAdminPath(normalized)) return undefined;
  const pattern = publicPathPattern(normalized);
  return publicPages.find((page) => page.path === pattern) ?? notFoundPage;
}

/**
 * What the page at `pathname` reads, as its components declare it (`Component.queries`): the layout's
 * and the page's (for home, its sections'). Nothing for the back office, which the server does not
 * render. Only once the chunks are loaded (`preloadPublicPages`).
 */
export function pageQueriesFor(pathname: string): PageQuery[] {
  const normalized = normalizePath(pathname);
  if (isAdminPath(normalized)) return [];
  const content = findPublicPage(normalized)?.Page.queries() ?? homeSectionQueries();
  return uniqueQueries([...publicLayoutQueries(), ...content]);
}

/** The API URLs the server prefetches for a page (its queries are keyed `[url]`). */
export const prefetchUrlsFor = (pathname: string): string[] => pageQueriesFor(pathname).map(prefetchUrlOf);

/** Every split page's and deferred section's chunk; the server awaits them before it renders anything. */
export const preloadPublicPages = () =>
  Promise.all([
    preloadDeferredSections(),
    notFoundPage.Page.preload(),
    ...publicPages.map(({ Page }) => Page.preload()),
  ]);

function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-8 text-primary" label={label} />
    </div>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // The last resort (a public page's own boundary sits inside its layout): a message, never a blank page.
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<FullPageSpinner label="Loading page" />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          {publicPages.map(({ path, Page }) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route path={paths.admin.root} nest>
            {/* On the server only the loading shell: the browser renders the admin (see entry-client). */}
            {typeof window === 'undefined' ? (
              <FullPageSpinner label="Loading admin" />
            ) : (
              <Suspense fallback={<FullPageSpinner label="Loading admin" />}>
                <AdminApp />
              </Suspense>
            )}
          </Route>
          <Route component={notFoundPage.Page} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

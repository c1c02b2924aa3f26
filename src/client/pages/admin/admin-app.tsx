import { type ComponentType, type ReactNode, useEffect } from 'react';
import { twMerge } from 'tailwind-merge';
import { Redirect, Route, Switch } from 'wouter';
import { paths, resetPasswordPagePattern } from '../../../shared/routes.js';
import { AdminLayout, type AdminSession } from '../../features/admin/admin-layout.js';
import { absoluteHref } from '../../features/admin/nav.js';
import { useLogout } from '../../features/auth/admin-api.js';
import { AdminGuard } from '../../features/auth/admin-guard.js';
import { useCurrentUser } from '../../features/auth/queries.js';
import { useContactSummary } from '../../features/contact/admin-api.js';
import { useLoadedSiteName } from '../../features/site-settings/queries.js';
// In the admin chunk itself, so the Toaster (raised below) is there without another download.
import '../../components/ui/toaster.js';
import { toasterSignal } from '../../hooks/toaster-signal.js';
import { setClassMerger } from '../../lib/cn.js';
import { NotFoundPage } from '../public/not-found-page.js';
import { ADMIN_NAV_ITEMS, ADMIN_PAGES } from './admin-pages.js';
import { AdminForgotPasswordPage } from './forgot-password-page.js';
import { AdminLoginPage } from './login-page.js';
import { AdminResetPasswordPage } from './reset-password-page.js';

// The back office's screens override component classes freely: let the last utility win.
setClassMerger(twMerge);
// Its toasts must show at once (some come just before a reload), so the Toaster mounts with it.
toasterSignal.raise();

const ROBOTS_CONTENT = 'noindex, nofollow';

/** Sets the document title while a page is shown (browser only). */
function useDocumentTitle(title: string) {
  const siteName = useLoadedSiteName();
  useEffect(() => {
    document.title = `${title} | Admin | ${siteName}`;
  }, [title, siteName]);
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

/** The shell's view of the session: who is signed in, the unread messages badge (issue 12), logout. */
function useAdminSession(): AdminSession {
  const { data: user } = useCurrentUser();
  const { data: summary } = useContactSummary();
  const logout = useLogout();
  return {
    username: user?.username,
    navCounts: summary ? { [paths.admin.messages]: summary.unread } : {},
    logout: () => logout.mutateAsync(),
    loggingOut: logout.isPending,
  };
}

/** The shell with the session; inside the guard, so nothing is read before an admin is signed in. */
function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AdminLayout navItems={ADMIN_NAV_ITEMS} session={useAdminSession()} siteName={useLoadedSiteName()}>
      {children}
    </AdminLayout>
  );
}

/** A signed-in admin page: title, guard and shell. */
function AdminPage({ title, component: Page }: { title: string; component: ComponentType }) {
  useDocumentTitle(title);
  return (
    <AdminGuard>
      <AdminShell>
        <Page />
      </AdminShell>
    </AdminGuard>
  );
}

function LoginRoute() {
  useDocumentTitle('Login');
  return <AdminLoginPage />;
}

function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password');
  return <AdminForgotPasswordPage />;
}

function ResetPasswordRoute({ params }: { params: { token: string } }) {
  useDocumentTitle('Choose a new password');
  return <AdminResetPasswordPage token={params.token} />;
}

function AdminNotFound() {
  useDocumentTitle('404 Page Not Found');
  return <NotFoundPage />;
}

const relative = (absolute: string) => absolute.slice(paths.admin.root.length);

/** The back office: every /admin path (mounted at `<Route path="/admin" nest>`). Loaded as its own chunk. */
export default function AdminApp() {
  useNoIndex();
  return (
    <Switch>
      <Route path="/">
        <Redirect to={absoluteHref(paths.admin.dashboard)} replace />
      </Route>
      <Route path={relative(paths.admin.login)} component={LoginRoute} />
      <Route path={relative(paths.admin.forgotPassword)} component={ForgotPasswordRoute} />
      <Route path={relative(resetPasswordPagePattern)} component={ResetPasswordRoute} />
      {ADMIN_PAGES.map((page) => (
        <Route key={page.path} path={relative(page.path)}>
          <AdminPage title={page.title} component={page.component} />
        </Route>
      ))}
      <Route component={AdminNotFound} />
    </Switch>
  );
}

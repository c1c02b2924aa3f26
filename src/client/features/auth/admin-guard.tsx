import { Loader2, LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { Spinner } from '../../components/ui/spinner.js';
import { absoluteHref } from '../admin/nav.js';
import { useCurrentUser } from './queries.js';

/** How long the 'Redirecting to login page...' notice stays before the redirect. */
const REDIRECT_NOTICE_MS = 800;

export interface AdminGuardProps {
  children: ReactNode;
}

/**
 * Admin guard (spec 2): a spinner while the current user loads; without a signed-in admin, a notice and
 * then /admin/login. Children render only for an admin.
 */
export function AdminGuard({ children }: AdminGuardProps) {
  const { data: user, isPending } = useCurrentUser();
  const [, navigate] = useLocation();
  const allowed = user?.isAdmin === true;

  useEffect(() => {
    if (isPending || allowed) return;
    const timer = setTimeout(
      () => navigate(absoluteHref(paths.admin.login), { replace: true }),
      REDIRECT_NOTICE_MS,
    );
    return () => clearTimeout(timer);
  }, [isPending, allowed, navigate]);

  if (isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-muted/40">
        <Spinner className="size-8 text-primary" label="Checking your session" />
      </div>
    );
  }

  if (!allowed) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-muted/40 p-6">
        <div
          role="alert"
          className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center shadow-sm"
        >
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <p className="font-medium text-foreground">
            You need to be logged in as an admin to access this page.
          </p>
          <p className="mt-2 flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Redirecting to login page...
          </p>
        </div>
      </main>
    );
  }

  return <>{children}</>;
}

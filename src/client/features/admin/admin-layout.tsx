import { ExternalLink, LogOut, Menu, Mountain, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useRouter } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { ThemeToggle } from '../../components/theme-toggle.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../hooks/use-toast.js';
import { errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { AdminPageHeader } from './admin-page-header.js';
import { type AdminNavItem, absoluteHref, isNavItemActive } from './nav.js';

/**
 * What the shell shows of the signed-in session. The page (admin-app.tsx) reads it from the auth and
 * contact features: this shared kit imports no feature (import direction, decision 0044).
 */
export interface AdminSession {
  /** The signed-in admin's name for the welcome line; absent while it loads. */
  username?: string;
  /** Counts shown beside menu entries, by the entry's href (unread contact messages, issue 12). */
  navCounts: Partial<Record<string, number>>;
  /** Signs out: resolves once signed out (the shell then opens the login page), rejects with the reason. */
  logout: () => Promise<unknown>;
  loggingOut: boolean;
}

export interface AdminLayoutProps {
  /**
   * Optional page heading slot: when given, the layout renders it as the page's `<h1>` (with
   * `description` and `actions`) above the content. Pages that render their own `AdminPageHeader`
   * leave it out.
   */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The side menu, in spec order (from the admin page registry, pages/admin/admin-pages.ts). */
  navItems: readonly AdminNavItem[];
  session: AdminSession;
  /** The owner's site name (site settings), beside the mark. */
  siteName: string;
  children: ReactNode;
}

const MAIN_ID = 'admin-main';

/** The absolute pathname, also inside the nested `/admin` router. */
function useAbsolutePathname(): string {
  const [location] = useLocation();
  const { base } = useRouter();
  if (location.startsWith('~')) return location.slice(1);
  return `${base}${location === '/' ? '' : location}` || '/';
}

/** `compact`: the phone top bar, where the full name only fits without the mark (issue 37). */
function Brand({
  name,
  className,
  compact = false,
}: {
  name: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground',
          compact && 'max-sm:hidden',
        )}
      >
        <Mountain aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block truncate font-serif text-base font-semibold text-foreground">{name}</span>
        <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">Admin</span>
      </span>
    </span>
  );
}

function NavList({
  items,
  counts,
  pathname,
  onNavigate,
  size = 'default',
}: {
  items: readonly AdminNavItem[];
  counts: AdminSession['navCounts'];
  pathname: string;
  onNavigate?: () => void;
  size?: 'default' | 'large';
}) {
  return (
    <ul className={cn('flex flex-col', size === 'large' ? 'gap-1' : 'gap-0.5')}>
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        const unread = counts[item.href] ?? 0;
        const countId = `nav-unread-${size}-${item.href.replace(/\W+/g, '-')}`;
        return (
          <li key={item.href}>
            <Link
              href={absoluteHref(item.href)}
              aria-current={active ? 'page' : undefined}
              aria-describedby={unread > 0 ? countId : undefined}
              onClick={onNavigate}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 font-medium transition-colors outline-none',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
                size === 'large' ? 'py-3 text-base' : 'py-2 text-sm',
                active
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-secondary hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{item.label}</span>
              {unread > 0 ? (
                <>
                  {/* The link's name stays the label; the count is its description (below). */}
                  <span
                    aria-hidden="true"
                    className={cn(
                      'ml-auto min-w-6 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
                      active ? 'bg-primary-foreground text-primary' : 'bg-primary text-primary-foreground',
                    )}
                  >
                    {unread}
                  </span>
                </>
              ) : null}
            </Link>
            {/* Outside the link and hidden: it describes the link without joining its name. */}
            {unread > 0 ? (
              <span id={countId} hidden>
                {unread} unread
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function ViewSiteLink({ className }: { className?: string }) {
  return (
    <a
      href={paths.home}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-sm font-medium text-muted-foreground transition-colors outline-none',
        'hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
        className,
      )}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      View site
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The admin shell (spec 2, 'Admin shell'): side menu (a full-screen menu on phones), welcome line,
 * 'View site' link and logout. Wrap it in `AdminGuard`; admin-app.tsx does both for every admin route.
 */
export function AdminLayout({
  title,
  description,
  actions,
  navItems,
  session,
  siteName,
  children,
}: AdminLayoutProps) {
  const pathname = useAbsolutePathname();
  const [, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = navItems.find((item) => isNavItemActive(item, pathname));

  const handleLogout = () => {
    session.logout().then(
      () => {
        setMenuOpen(false);
        navigate(absoluteHref(paths.admin.login), { replace: true });
      },
      (error: unknown) => {
        toast({ variant: 'destructive', title: 'Logout failed', description: errorMessage(error) });
      },
    );
  };

  const welcome = session.username ? `Welcome, ${session.username}` : null;
  // The phone's menu button carries the menu's counts (unread messages), which hide with the side menu.
  const menuCount = Object.values(session.navCounts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
  const loggingOut = session.loggingOut;

  return (
    <div className="min-h-screen bg-muted/50 text-foreground lg:pl-64">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        Skip to content
      </a>

      {/* Side menu: large screens */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-card lg:flex">
        <div className="flex h-16 items-center border-b border-border px-5">
          <Link
            href={absoluteHref(paths.admin.dashboard)}
            className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
          >
            <Brand name={siteName} />
          </Link>
        </div>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
          <NavList items={navItems} counts={session.navCounts} pathname={pathname} />
        </nav>
        <div className="border-t border-border px-5 py-4">
          <ViewSiteLink />
        </div>
      </aside>

      {/* Top bar */}
      <header className="sticky top-0 z-20 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
          <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="relative -ml-2 shrink-0 lg:hidden"
                aria-label={menuCount > 0 ? `Open menu, ${menuCount} unread` : 'Open menu'}
              >
                <Menu aria-hidden="true" className="size-5" />
                {menuCount > 0 ? (
                  <span
                    aria-hidden="true"
                    data-slot="menu-count"
                    className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums"
                  >
                    {menuCount > 99 ? '99+' : menuCount}
                  </span>
                ) : null}
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Content
                aria-describedby={undefined}
                className="fixed inset-0 z-50 flex flex-col bg-card text-card-foreground transition-opacity duration-200 starting:opacity-0 focus:outline-none lg:hidden"
              >
                <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-border px-4 sm:px-6">
                  <DialogPrimitive.Title asChild>
                    <h2 className="min-w-0">
                      <Brand name={siteName} />
                      <span className="sr-only"> menu</span>
                    </h2>
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Close asChild>
                    <Button variant="ghost" size="icon" aria-label="Close menu">
                      <X aria-hidden="true" className="size-5" />
                    </Button>
                  </DialogPrimitive.Close>
                </div>
                {welcome ? (
                  <p className="border-b border-border px-5 py-3 text-sm text-muted-foreground sm:px-7">
                    {welcome}
                  </p>
                ) : null}
                <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4 sm:px-5">
                  <NavList
                    items={navItems}
                    counts={session.navCounts}
                    pathname={pathname}
                    onNavigate={() => setMenuOpen(false)}
                    size="large"
                  />
                </nav>
                <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-4 sm:px-7">
                  <ViewSiteLink />
                  <Button variant="outline" size="sm" onClick={handleLogout} disabled={loggingOut}>
                    <LogOut aria-hidden="true" />
                    {loggingOut ? 'Logging out...' : 'Logout'}
                  </Button>
                </div>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>

          <Link
            href={absoluteHref(paths.admin.dashboard)}
            className="min-w-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
          >
            <Brand name={siteName} compact />
          </Link>

          <p className="hidden text-sm text-muted-foreground lg:block">
            Admin
            {current ? (
              <>
                <span aria-hidden="true" className="mx-2">
                  /
                </span>
                <span className="font-medium text-foreground">{current.label}</span>
              </>
            ) : null}
          </p>

          <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-5">
            {welcome ? (
              <p className="hidden text-sm font-medium text-foreground md:block">{welcome}</p>
            ) : null}
            <ViewSiteLink className="hidden md:inline-flex lg:hidden" />
            <ThemeToggle />
            <Button
              variant="outline"
              size="sm"
              onClick={handleLogout}
              disabled={loggingOut}
              className="max-sm:size-10 max-sm:px-0"
            >
              <LogOut aria-hidden="true" />
              <span className="max-sm:sr-only">{loggingOut ? 'Logging out...' : 'Logout'}</span>
            </Button>
          </div>
        </div>
      </header>

      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        {title ? <AdminPageHeader title={title} description={description} actions={actions} /> : null}
        {children}
      </main>
    </div>
  );
}

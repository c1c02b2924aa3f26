import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import { LOCALE_COOKIE } from '../../../shared/locales.js';
import { getPageHead } from '../../../shared/routes.js';
import { ErrorBoundary } from '../../components/layout/error-boundary.js';
import { AnalyticsScript } from '../../lib/analytics.js';
import { PUBLIC_PAGE_ATTRIBUTE } from '../../lib/client-start.js';
import { cn } from '../../lib/cn.js';
import { deferredSection } from '../../lib/lazy-page.js';
import type { PageQuery } from '../../lib/page-queries.js';
import { useSiteName } from '../site-settings/cached-queries.js';
import { SiteHeader } from './site-header.js';
import { useScrollToTopOnNavigate } from './use-section-navigation.js';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Extra classes for `<main>`. */
  className?: string;
  /** False on the not-found page: a 404's visits are not page views (issue 37). */
  countsViews?: boolean;
}

// The footer is below the fold on every page: its code loads when the visitor scrolls near it.
const SiteFooter = deferredSection(() => import('./site-footer.js').then((m) => m.SiteFooter));

/** What the layout reads on every public page (the footer's declaration; the header reads the cache). */
export const publicLayoutQueries = (): readonly PageQuery[] => SiteFooter.queries();

/**
 * The offer of the visitor's own language on an English page, unless a language was ever chosen here
 * (the cookie): its code is fetched after hydration, so the first view pays nothing for it. Its own
 * component, so its arrival re-renders only itself: a layout update would make React drop the
 * server's HTML of a deferred section whose code has not arrived yet (the footer).
 */
function LanguageOfferSlot() {
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (getLocale() !== 'en' || new RegExp(`(^|; )${LOCALE_COOKIE}=`).test(document.cookie)) return;
    void import('./language-offer.js').then((module) => setOffer(() => module.LanguageOffer)).catch(() => {});
  }, []);
  return Offer ? <Offer /> : null;
}

/**
 * Every public page: skip link, fixed header, the page's content in `<main id="main-content">` and the
 * footer.
 */
export function PublicLayout({ children, className, countsViews = true }: PublicLayoutProps) {
  useScrollToTopOnNavigate();
  const [location] = useLocation();
  const siteName = useSiteName();
  // The server writes each page's title; client-side navigation (and a renamed site) must change it too.
  useEffect(() => {
    document.title = getPageHead(location, siteName).title;
  }, [location, siteName]);

  return (
    <div
      {...(countsViews ? { [PUBLIC_PAGE_ATTRIBUTE]: '' } : {})}
      className="flex min-h-screen flex-col bg-background text-foreground"
    >
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {m.common_layout_skip_link()}
      </a>
      <SiteHeader notice={<LanguageOfferSlot />} />
      <main id="main-content" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {/* A page that fails to render says so inside the layout: header, menu and footer still work. */}
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <SiteFooter />
      {countsViews ? <AnalyticsScript /> : null}
    </div>
  );
}

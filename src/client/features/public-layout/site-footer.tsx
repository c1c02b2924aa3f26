import { Link } from 'wouter';
import { m } from '../../../shared/i18n/locale.js';
import { paths, sectionIds } from '../../../shared/routes.js';
import { LocationLines } from '../../components/layout/location-lines.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useAnalytics } from '../../lib/analytics.js';
import { cn } from '../../lib/cn.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { useBookingUrl, useSiteName } from '../site-settings/cached-queries.js';
import { siteSettingsQuery, useSiteSettings } from '../site-settings/queries.js';
import { SectionLinkItems } from './section-link-items.js';

/** Footer quick links (spec section 2 'Footer'): scroll links to the home sections, in the page's language. */
export const footerQuickLinks = () =>
  [
    { label: m.common_nav_home(), id: sectionIds.home },
    { label: m.common_nav_about(), id: sectionIds.about },
    { label: m.common_footer_guest_info(), id: sectionIds.guestInfo },
    { label: m.common_footer_attractions(), id: sectionIds.attractions },
    { label: m.common_nav_gallery(), id: sectionIds.gallery },
    { label: m.common_nav_contact(), id: sectionIds.contact },
  ] as const;

const linkClass = cn(
  'rounded-sm text-emerald-50/80 transition-colors hover:text-white hover:underline underline-offset-4',
  'outline-none focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-950',
);

const headingClass = 'font-serif text-lg font-semibold text-amber-200';

export function SiteFooter() {
  const bookingUrl = useBookingUrl();
  const { data: settings } = useSiteSettings();
  const siteName = useSiteName();
  const track = useAnalytics();
  // Server and browser agree on the year except in the first seconds of a new year.
  const year = new Date().getFullYear();
  const newTab = m.common_new_tab();

  return (
    <footer className="bg-emerald-950 text-emerald-50/80">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-20 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:grid-cols-[1.5fr_1fr_1fr]">
          <div className="max-w-sm">
            <p className="font-serif text-2xl font-semibold text-white">{siteName}</p>
            <p className="mt-3 leading-relaxed" lang={fallbackLang(settings, 'footerTagline')}>
              {settings?.footerTagline}
            </p>
            <p className="mt-6 h-px w-16 bg-amber-300/70" aria-hidden="true" />
            <p
              className="mt-6 text-sm leading-relaxed text-emerald-50/70"
              lang={fallbackLang(settings, 'footerText')}
            >
              {settings?.footerText}
            </p>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={headingClass}>
              {m.common_footer_quick_links()}
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm md:block md:space-y-3">
              <SectionLinkItems items={footerQuickLinks()} linkClassName={linkClass} />
              <li>
                <a
                  href={bookingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => track('book_stay', { location: 'footer' })}
                  className={cn(linkClass, 'inline-flex items-center gap-1.5')}
                >
                  {m.common_footer_bookings()}
                  <SpriteIcon id="external-link" className="size-3.5" />
                  <span className="sr-only">{newTab}</span>
                </a>
              </li>
            </ul>
          </nav>

          <div>
            <h2 className={headingClass}>{m.common_footer_location()}</h2>
            <address className="mt-5 flex gap-3 text-sm not-italic leading-relaxed">
              <SpriteIcon id="map-pin" className="mt-0.5 size-4 shrink-0 text-amber-200" />
              <span lang={fallbackLang(settings, 'locationLines')}>
                <LocationLines lines={settings?.locationLines} />
              </span>
            </address>
            <p className="mt-5 text-sm">
              <a
                href={settings?.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(linkClass, 'inline-flex items-center gap-1.5')}
              >
                {m.common_footer_social()}
                <SpriteIcon id="external-link" className="size-3.5" />
                <span className="sr-only">{newTab}</span>
              </a>
            </p>
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-4 md:mt-14 border-t border-white/10 pt-8 text-sm md:flex-row md:items-center md:justify-between">
          <p suppressHydrationWarning>{m.common_footer_rights({ year, siteName })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href={paths.privacyPolicy} className={linkClass}>
                {m.common_footer_privacy()}
              </Link>
            </li>
            <li>
              <Link href={paths.termsOfUse} className={linkClass}>
                {m.common_footer_terms()}
              </Link>
            </li>
            <li>
              {/* `~`: the back office is English only, outside the language's prefix. */}
              <Link href={`~${paths.admin.login}`} className={linkClass}>
                {m.common_footer_admin()}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** What it reads: the owner's words, on every public page (the hero and header read them from the cache). */
SiteFooter.queries = [siteSettingsQuery];

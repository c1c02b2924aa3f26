import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { HEADER_SOLID_SCROLL_PX } from '../../../shared/constants.js';
import { m } from '../../../shared/i18n/locale.js';
import { getPageHead, paths, sectionIds } from '../../../shared/routes.js';
import { ThemeToggle } from '../../components/theme-toggle.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useAnalytics } from '../../lib/analytics.js';
import { cn } from '../../lib/cn.js';
import { useBookingUrl, useSiteName } from '../site-settings/cached-queries.js';
import { LanguageSwitcher, MenuLanguages } from './language-switcher.js';
import { SectionLinkItems } from './section-link-items.js';
import { useSectionNavigation } from './use-section-navigation.js';

/** The header menu (spec section 2): scroll links, in page order, in the page's language. Check-in is a page of its own. */
export const headerMenu = () =>
  [
    { label: m.common_nav_home(), id: sectionIds.home },
    { label: m.common_nav_about(), id: sectionIds.about },
    { label: m.common_nav_guest_info(), id: sectionIds.guestInfo },
    { label: m.common_nav_attractions(), id: sectionIds.attractions },
    { label: m.common_nav_gallery(), id: sectionIds.gallery },
    { label: m.common_nav_contact(), id: sectionIds.contact },
  ] as const;

/** True once the page is scrolled more than HEADER_SOLID_SCROLL_PX (false on the server and first paint). */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const focusRingBase = 'outline-none focus-visible:ring-2 focus-visible:ring-offset-2';
const focusRing = `${focusRingBase} focus-visible:ring-ring focus-visible:ring-offset-background`;
/** A link of the phone menu. */
const menuLinkClass = cn(
  'block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-secondary',
  focusRing,
);

/** `notice`: a line under the header (the offer of the visitor's own language), when there is one. */
export function SiteHeader({ notice }: { notice?: ReactNode }) {
  const { isHome, location } = useSectionNavigation();
  const bookingUrl = useBookingUrl();
  const siteName = useSiteName();
  const track = useAnalytics();
  const scrolled = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const breadcrumb = getPageHead(location).breadcrumb;
  const menu = headerMenu();
  const tagline = m.common_header_tagline();
  const newTab = m.common_new_tab();

  // Transparent over the hero on the home page only; solid once scrolled, elsewhere, or with the menu open.
  const transparent = isHome && !scrolled && !menuOpen;

  // Close the mobile menu on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes.
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const onBook = () => {
    track('book_stay', { location: 'header' });
    closeMenu();
  };

  const navLinkClass = cn(
    'rounded-md px-3 py-2 text-sm font-medium tracking-wide transition-colors',
    focusRingBase,
    transparent
      ? 'text-white/90 hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-transparent'
      : 'focus-visible:ring-ring focus-visible:ring-offset-background text-foreground/80 hover:bg-secondary hover:text-foreground aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
  );

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300',
        transparent
          ? 'bg-transparent text-white'
          : 'bg-white text-foreground shadow-md shadow-black/5 dark:bg-card dark:shadow-black/30',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20 lg:px-8">
        <Link
          href={paths.home}
          className={cn('flex min-w-0 flex-col rounded-md leading-tight', focusRing)}
          // The name holds the visible words, tagline included (WCAG 2.5.3, Lighthouse's label-content-name-mismatch).
          aria-label={m.common_header_home_label({ siteName, tagline })}
        >
          <span className="truncate font-serif text-lg font-semibold tracking-tight sm:text-xl">
            {siteName}
          </span>
          <span
            className={cn(
              'hidden text-[0.7rem] uppercase tracking-[0.2em] sm:block',
              transparent ? 'text-white/80' : 'text-muted-foreground',
            )}
          >
            {tagline}
          </span>
        </Link>

        <nav aria-label={m.common_header_nav_main()} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            <SectionLinkItems items={menu} linkClassName={navLinkClass} />
            <li>
              <Link
                href={paths.checkIn}
                className={navLinkClass}
                aria-current={location === paths.checkIn ? 'page' : undefined}
              >
                {m.common_nav_check_in()}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onBook}
            className={cn(
              'hidden h-10 items-center rounded-lg px-5 text-sm font-semibold shadow-sm transition-colors sm:inline-flex',
              focusRing,
              'bg-accent text-accent-foreground hover:bg-accent/90',
            )}
          >
            {m.common_header_book()}
            <span className="sr-only"> {newTab}</span>
          </a>
          <div className="hidden lg:block">
            <LanguageSwitcher
              focusRing={focusRing}
              className={transparent ? 'text-white hover:bg-white/10' : 'text-foreground hover:bg-secondary'}
            />
          </div>
          <ThemeToggle variant={transparent ? 'overlay' : 'ghost'} />
          <button
            type="button"
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-lg lg:hidden',
              focusRing,
              transparent ? 'text-white hover:bg-white/10' : 'text-foreground hover:bg-secondary',
            )}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? m.common_header_close_menu() : m.common_header_open_menu()}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <SpriteIcon id="x" className="size-6" />
            ) : (
              <SpriteIcon id="menu" className="size-6" />
            )}
          </button>
        </div>
      </div>

      {isHome ? null : (
        <div className="border-t border-border/70 bg-secondary/60 dark:bg-secondary/40">
          <div className="relative mx-auto flex h-10 max-w-7xl items-center justify-center px-4 sm:px-6 lg:px-8">
            {breadcrumb ? (
              <nav
                aria-label={m.common_header_breadcrumb()}
                className="absolute left-4 hidden sm:left-6 md:block lg:left-8"
              >
                <ol className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <li>{siteName}</li>
                  <li aria-hidden="true">
                    <SpriteIcon id="chevron-right" className="size-3.5" />
                  </li>
                  <li aria-current="page" className="font-medium text-foreground">
                    {breadcrumb}
                  </li>
                </ol>
              </nav>
            ) : null}
            <Link
              href={paths.home}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-primary hover:underline',
                focusRing,
              )}
            >
              <SpriteIcon id="house" className="size-4" />
              {m.common_nav_home()}
            </Link>
          </div>
        </div>
      )}
      {notice}

      {menuOpen ? (
        // Dims the page under the menu, so nothing of it (the hero's buttons) reads as part of the menu;
        // a tap on it closes the menu, as Escape does.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={closeMenu}
          className="fixed inset-x-0 top-16 bottom-0 cursor-default bg-black/60 backdrop-blur-sm md:top-20 lg:hidden"
        />
      ) : null}
      <div
        id={menuId}
        hidden={!menuOpen}
        className="relative max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-white shadow-lg md:max-h-[calc(100dvh-5rem)] lg:hidden dark:bg-card"
      >
        <nav aria-label={m.common_header_nav_mobile()} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="flex flex-col">
            <SectionLinkItems items={menu} linkClassName={menuLinkClass} onNavigate={closeMenu} />
            <li>
              <Link href={paths.checkIn} onClick={closeMenu} className={menuLinkClass}>
                {m.common_nav_check_in()}
              </Link>
            </li>
          </ul>
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onBook}
            className={cn(
              'mt-3 flex h-12 items-center justify-center rounded-lg bg-accent text-base font-semibold text-accent-foreground shadow-sm hover:bg-accent/90',
              focusRing,
            )}
          >
            {m.common_header_book()}
            <span className="sr-only"> {newTab}</span>
          </a>
        </nav>
        <MenuLanguages />
      </div>
    </header>
  );
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { GUEST_INFO_SCROLL_DELAY_MS } from '../../../shared/constants.js';
import { paths } from '../../../shared/routes.js';
import { pagePath } from '../../lib/page-locale.js';
import { scrollToSection } from '../../lib/scroll.js';

/** Attempts to find the section after navigating home (the page may still be rendering). */
const MAX_SCROLL_ATTEMPTS = 10;
/** How long a section link waits for the home page's data before navigating anyway. */
const HOME_DATA_WAIT_MS = 2_000;

/** The href of a home-page section, usable without JavaScript: '/#about' (in German '/de/#about'). */
export const sectionHref = (id: string) => `${pagePath(paths.home)}#${id}`;

/** Loads the home page's sections and their data (what a section link waits for before it navigates). */
export type HomeSectionsPreload = (queryClient: QueryClient) => Promise<unknown>;

/**
 * The home page's preload, set once by the router (routes.tsx): the sections are the home page's, a
 * level above this layout, so they are handed down instead of imported (import direction, decision 0044).
 */
let preloadHomeSections: HomeSectionsPreload = () => Promise.resolve();

export function setHomeSectionsPreload(preload: HomeSectionsPreload): void {
  preloadHomeSections = preload;
}

/** Set while a navigation to a home section is under way, so the page is not reset to the top. */
let pendingSection: string | null = null;

function scrollWhenReady(id: string, attempt = 0) {
  window.setTimeout(() => {
    if (scrollToSection(id) || attempt + 1 >= MAX_SCROLL_ATTEMPTS) {
      pendingSection = null;
      return;
    }
    scrollWhenReady(id, attempt + 1);
  }, GUEST_INFO_SCROLL_DELAY_MS);
}

/**
 * Moving to a home-page section: on the home page it smooth-scrolls; from another page it navigates to
 * '/' and scrolls after GUEST_INFO_SCROLL_DELAY_MS (spec section 2).
 */
export function useSectionNavigation() {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const isHome = location === paths.home;

  const goToSection = useCallback(
    (id: string) => {
      if (isHome) {
        scrollToSection(id);
        return;
      }
      pendingSection = id;
      // The home sections above the target must have their code and data before the scroll, or they
      // grow under it and the visitor lands thousands of pixels short.
      const homeData = preloadHomeSections(queryClient);
      const timeout = new Promise((resolve) => window.setTimeout(resolve, HOME_DATA_WAIT_MS));
      void Promise.race([homeData, timeout]).then(() => {
        navigate(paths.home);
        scrollWhenReady(id);
      });
    },
    [isHome, navigate, queryClient],
  );

  /** onClick for an `<a href={sectionHref(id)}>`: keeps modified clicks (new tab) native. */
  const onSectionLinkClick = useCallback(
    (id: string, after?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      after?.();
      goToSection(id);
    },
    [goToSection],
  );

  return { isHome, location, goToSection, onSectionLinkClick };
}

let lastPath: string | null = null;

/**
 * Client-side navigation keeps the old scroll position; start each new page at the top (unless the
 * navigation is heading for a home section). The first render keeps the browser's own position.
 */
export function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    if (lastPath !== null && lastPath !== location && pendingSection === null) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    }
    lastPath = location;
  }, [location]);
}

import './styles.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getLocale, setLocale } from '../shared/i18n/paraglide/runtime.js';
import { isLocale, localePrefix, splitLocalePath } from '../shared/locales.js';
import { PAGE_STATE_ELEMENT_ID } from '../shared/page-state.js';
import { paths } from '../shared/routes.js';
import { App } from './app.js';
import { announceClientStarted, applyFullStylesheetWhenNeeded } from './lib/client-start.js';
import { holdClicksUntilHydrated } from './lib/lazy-page.js';
import { createQueryClient } from './lib/query-client.js';
import { layOutWholePage } from './lib/scroll.js';
import type { SiteConfig } from './lib/site-config.js';
import { findPublicPage } from './routes.js';

/** What the server writes into the page's JSON element (src/server/delivery/ssr/ssr.routes.ts). */
interface PageState {
  siteConfig: SiteConfig;
  queryState: DehydratedState;
}

// Sections off screen skip layout only until the visitor first scrolls (decision 0022): from then on the
// page is laid out whole, so scrolling, animations and jumps behave as without it.
addEventListener('scroll', layOutWholePage, { once: true, passive: true });
applyFullStylesheetWhenNeeded();

const pageState = JSON.parse(
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent ?? 'null',
) as PageState;
const queryClient = createQueryClient();
hydrate(queryClient, pageState.queryState);

// The page's language (decision 0093): a built client holds its language's texts as constants; the
// development server's holds all of them, so it is told the language the server wrote into <html lang>.
if (import.meta.env.DEV) {
  const pageLocale = document.documentElement.lang.split('-')[0];
  if (isLocale(pageLocale) && getLocale() !== pageLocale) setLocale(pageLocale, { reload: false });
}
const { locale: pathLocale, path: pathname } = splitLocalePath(window.location.pathname);

const root = document.getElementById('root') as HTMLElement;
const app = (
  <App queryClient={queryClient} siteConfig={pageState.siteConfig} base={localePrefix(pathLocale)} />
);

// The server sends admin pages as a loading shell only (their data needs the session and their
// code is a lazy chunk), so the browser renders them afresh; public pages are hydrated.
if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`)) {
  createRoot(root).render(app);
  announceClientStarted();
} else {
  holdClicksUntilHydrated();
  // A split page's chunk (already preloaded by the page's <head>) must be there before hydration, or
  // the page would suspend and hydrate late.
  const page = findPublicPage(pathname);
  const ready = page ? page.Page.preload() : Promise.resolve();
  ready.then(
    () => {
      // As a transition React hydrates in slices of a few milliseconds, yielding between them, so the
      // page stays responsive meanwhile; a click on a part not yet hydrated hydrates that part first.
      startTransition(() => {
        hydrateRoot(root, app);
      });
      announceClientStarted();
    },
    // Without its chunk the page cannot hydrate; the server-rendered page stays, readable and linked.
    () => announceClientStarted('failed'),
  );
}

// A split page's chunk starts downloading when a link to it is pointed at, touched or focused, so the
// navigation that usually follows finds it ready.
const warmLinkTarget = (event: Event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  void findPublicPage(splitLocalePath(link.pathname).path)
    ?.Page.preload()
    .catch(() => undefined);
};
for (const type of ['pointerover', 'touchstart', 'focusin']) {
  document.addEventListener(type, warmLinkTarget, { passive: true, capture: true });
}

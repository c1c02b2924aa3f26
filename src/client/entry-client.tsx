import './styles.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { paths } from '../shared/routes.js';
import { App } from './app.js';
import { createQueryClient } from './lib/query-client.js';
import type { SiteConfig } from './lib/site-config.js';

declare global {
  interface Window {
    __SITE_CONFIG__: SiteConfig;
    __QUERY_STATE__: unknown;
  }
}

const queryClient = createQueryClient();
hydrate(queryClient, window.__QUERY_STATE__ as DehydratedState);

const root = document.getElementById('root') as HTMLElement;
const app = <App queryClient={queryClient} siteConfig={window.__SITE_CONFIG__} />;
const { pathname } = window.location;

// The server sends admin pages as a loading shell only (their data needs the session and their
// code is a lazy chunk), so the browser renders them afresh; public pages are hydrated.
if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`)) {
  createRoot(root).render(app);
} else {
  hydrateRoot(root, app);
}

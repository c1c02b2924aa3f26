import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';
import type { SiteConfig } from './lib/site-config.js';
import { findPublicPage } from './routes.js';

export { prefetchUrlsFor, preloadPublicPages } from './routes.js';

export interface RenderOptions {
  path: string;
  /** The language's prefix of the path (`/de`), '' for English: the router's base. */
  base: string;
  search: string;
  queryClient: QueryClient;
  siteConfig: SiteConfig;
}

/** Renders a page to HTML. Its data is already in the query client, so nothing suspends. */
export function renderApp({ path, base, search, queryClient, siteConfig }: RenderOptions): string {
  return renderToString(
    <App queryClient={queryClient} siteConfig={siteConfig} base={base} ssrPath={path} ssrSearch={search} />,
  );
}

/** The source module of the split page at `path` (its key in Vite's manifest), if it has one. */
export const pageModuleFor = (path: string): string | undefined => findPublicPage(path)?.module;

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { LazyToaster } from './components/ui/lazy-toaster.js';
import { type SiteConfig, SiteConfigProvider } from './lib/site-config.js';
import { ThemeProvider } from './lib/theme.js';
import { AppRoutes } from './routes.js';

export interface AppProps {
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  /** The language's prefix of the page's path (`/de`; '' for English): links and routes are below it. */
  base: string;
  /** Set on the server: the path and query being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, siteConfig, base, ssrPath, ssrSearch }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider value={siteConfig}>
        <ThemeProvider>
          <Router base={base} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <AppRoutes />
          </Router>
          <LazyToaster />
        </ThemeProvider>
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}

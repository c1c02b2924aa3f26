import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { LazyToaster } from './components/ui/lazy-toaster.js';
import { type SiteConfig, SiteConfigProvider } from './lib/site-config.js';
import { ThemeProvider } from './lib/theme.js';
import { AppRoutes } from './routes.js';

export interface AppProps {
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  /** Set on the server: the path and query being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, siteConfig, ssrPath, ssrSearch }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider value={siteConfig}>
        <ThemeProvider>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <AppRoutes />
          </Router>
          <LazyToaster />
        </ThemeProvider>
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}

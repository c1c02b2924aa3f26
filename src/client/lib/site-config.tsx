import { createContext, type ReactNode, useContext } from 'react';

/** Server configuration the browser may know. */
export interface SiteConfig {
  publicUrl: string;
  bookingUrl: string;
  analyticsId: string | null;
}

const SiteConfigContext = createContext<SiteConfig>({
  publicUrl: '',
  bookingUrl: 'https://www.airbnb.com.au/',
  analyticsId: null,
});

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = () => useContext(SiteConfigContext);

import { createContext, type ReactNode, useContext } from 'react';

/** Server configuration the browser may know. */
export interface SiteConfig {
  publicUrl: string;
  bookingUrl: string;
  analyticsId: string | null;
  /** The chalet's zone (IANA): dates a guest or the owner sees are shown in it, and say so. */
  timeZone: string;
  /** Stay margins: `stay` instructions from check-in − early to check-out + late. */
  stayEarlyHours: number;
  stayLateHours: number;
}

const SiteConfigContext = createContext<SiteConfig>({
  publicUrl: '',
  bookingUrl: 'https://www.airbnb.com.au/',
  analyticsId: null,
  timeZone: 'Australia/Sydney',
  stayEarlyHours: 2,
  stayLateHours: 1,
});

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = () => useContext(SiteConfigContext);

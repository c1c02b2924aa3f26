import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../shared/routes.js';

/** Server configuration the browser may know. */
export interface SiteConfig {
  publicUrl: string;
  bookingUrl: string;
  analyticsId: string | null;
  /** The content-icon sprite, versioned by its content hash (`/icons.svg?v=…`) so it can be cached for good. */
  iconSpriteUrl: string;
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
  iconSpriteUrl: api.iconSprite,
  timeZone: 'Australia/Sydney',
  stayEarlyHours: 2,
  stayLateHours: 1,
});

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = () => useContext(SiteConfigContext);

import { createContext, type ReactNode, useContext } from 'react';
import { api } from '../../shared/routes.js';

/** Server configuration the browser may know. */
export interface SiteConfig {
  publicUrl: string;
  bookingUrl: string;
  analyticsId: string | null;
  /** The content-icon sprite, versioned by its content hash (`/icons.svg?v=…`) so it can be cached for good. */
  iconSpriteUrl: string;
}

const SiteConfigContext = createContext<SiteConfig>({
  publicUrl: '',
  bookingUrl: 'https://www.airbnb.com.au/',
  analyticsId: null,
  iconSpriteUrl: api.iconSprite,
});

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = () => useContext(SiteConfigContext);

import { m } from '../../../shared/i18n/locale.js';
import { isPromoShown } from '../../../shared/schemas/site-settings.js';

import { Reveal } from '../../components/layout/section.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { useAnalytics } from '../../lib/analytics.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { useBookingUrl } from '../site-settings/cached-queries.js';
import { siteSettingsQuery, useSiteSettings } from '../site-settings/queries.js';

const PROMO_PICTURE = '/images/hero-default-desktop.webp';

/**
 * 'Reconnect with Nature': a full-width band with the 'Book Your Escape' link (spec section 2); gone
 * while the owner has cleared its title and button (issue 45).
 */
export function PromoSection() {
  const bookingUrl = useBookingUrl();
  const { data: settings } = useSiteSettings();
  const track = useAnalytics();
  if (!isPromoShown(settings)) return null;

  return (
    <section
      aria-labelledby="promo-title"
      className="relative isolate overflow-hidden bg-emerald-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-cover bg-bottom"
        style={{ backgroundImage: `url(${PROMO_PICTURE})` }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-emerald-950/75 bg-gradient-to-b from-emerald-950/40 to-emerald-950/70"
      />
      <Reveal className="mx-auto flex max-w-4xl flex-col items-center px-5 py-16 text-center md:py-32">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-amber-200">
          {m.home_promo_eyebrow()}
        </p>
        <h2
          id="promo-title"
          lang={fallbackLang(settings, 'promoTitle')}
          className="mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-4xl md:text-5xl"
        >
          {settings?.promoTitle}
        </h2>
        {settings?.promoText ? (
          <p
            className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85"
            lang={fallbackLang(settings, 'promoText')}
          >
            {settings.promoText}
          </p>
        ) : null}
        <a
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track('book_stay', { location: 'promo' })}
          className="mt-8 inline-flex h-12 md:mt-10 items-center gap-2 rounded-lg bg-accent px-8 text-base font-semibold text-accent-foreground shadow-lg transition-colors outline-none hover:bg-accent/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-emerald-950"
        >
          <span lang={fallbackLang(settings, 'promoButton')}>{settings?.promoButton}</span>
          <SpriteIcon id="external-link" className="size-4" />
          <span className="sr-only">{m.common_new_tab()}</span>
        </a>
      </Reveal>
    </section>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
PromoSection.queries = [siteSettingsQuery];

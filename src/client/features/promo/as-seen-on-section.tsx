import { m } from '../../../shared/i18n/locale.js';
import { isAsSeenOnShown } from '../../../shared/schemas/site-settings.js';
import { Reveal } from '../../components/layout/section.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { fallbackLang } from '../../lib/page-locale.js';
import { siteSettingsQuery, useSiteSettings } from '../site-settings/queries.js';

/**
 * 'As Seen On': the TV episode the chalet appeared in (a house-hunting show, season 1 episode 5); gone
 * while the owner has cleared its text and link (issue 45).
 */
export function AsSeenOnSection() {
  const { data: settings } = useSiteSettings();
  if (!isAsSeenOnShown(settings)) return null;
  return (
    <section
      aria-labelledby="as-seen-on-title"
      className="border-y border-border bg-background py-10 md:py-20"
    >
      <Reveal className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 md:gap-8 text-center sm:px-6 md:flex-row md:justify-between md:text-left lg:px-8">
        <div className="flex flex-col items-center gap-5 md:flex-row">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full border border-accent/50 bg-accent/10 text-primary">
            <SpriteIcon id="tv" className="size-7" />
          </span>
          <div>
            <h2
              id="as-seen-on-title"
              className="font-sans text-xs font-semibold uppercase tracking-[0.3em] text-amber-800 dark:text-accent"
            >
              {m.home_as_seen_on_title()}
            </h2>
            <p
              className="mt-2 font-serif text-2xl font-semibold tracking-tight md:text-3xl"
              lang={fallbackLang(settings, 'asSeenOnText')}
            >
              {settings?.asSeenOnText}
            </p>
            {settings?.asSeenOnLabel ? (
              <p className="mt-1 text-muted-foreground" lang={fallbackLang(settings, 'asSeenOnLabel')}>
                {settings.asSeenOnLabel}
              </p>
            ) : null}
          </div>
        </div>
        <a
          href={settings?.asSeenOnUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-input bg-card px-6 text-sm font-medium text-foreground shadow-xs transition-colors outline-none hover:border-primary/40 hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {m.home_as_seen_on_cta()}
          <SpriteIcon id="external-link" className="size-4" />
          <span className="sr-only">{m.common_new_tab()}</span>
        </a>
      </Reveal>
    </section>
  );
}

/** What it reads, so the server prefetches it (decision 0019). */
AsSeenOnSection.queries = [siteSettingsQuery];

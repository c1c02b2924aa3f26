import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOCALE_OFFER } from '../../../shared/locale-offers.js';
import { isLocale, localizedPath, SOURCE_LOCALE, type TranslationLocale } from '../../../shared/locales.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { rememberLocale } from './language-switcher.js';

/** The first of the browser's preferred languages that we speak, if it is not English. */
export function preferredTranslation(languages: readonly string[]): TranslationLocale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base === SOURCE_LOCALE ? undefined : (base as TranslationLocale);
  }
  return undefined;
}

/**
 * One line under the header of an English page: this page in the visitor's own language (their
 * browser's first of ours), in that language. Closing it remembers English. Loaded after hydration
 * (public-layout.tsx), so the first view carries none of it.
 */
export function LanguageOffer() {
  const [path] = useLocation();
  const search = useSearch();
  const [closed, setClosed] = useState(false);
  const locale = preferredTranslation(navigator.languages ?? [navigator.language]);
  if (closed || !locale) return null;
  const offer = LOCALE_OFFER[locale];
  return (
    <div
      lang={locale}
      className="border-t border-border bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <span className="min-w-0 flex-1">
          {offer.text}{' '}
          <a
            href={`${localizedPath(locale, path)}${search ? `?${search}` : ''}`}
            hrefLang={locale}
            onClick={() => rememberLocale(locale)}
            className="font-semibold underline underline-offset-4"
          >
            {offer.link}
          </a>
        </span>
        <button
          type="button"
          aria-label={offer.close}
          onClick={() => {
            rememberLocale(SOURCE_LOCALE);
            setClosed(true);
          }}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-amber-100 dark:hover:bg-amber-900"
        >
          <SpriteIcon id="x" className="size-4" />
        </button>
      </p>
    </div>
  );
}

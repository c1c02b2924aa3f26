import { useLocation, useSearch } from 'wouter';
import { getLocale, m } from '../../../shared/i18n/locale.js';
import {
  htmlLang,
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
} from '../../../shared/locales.js';
import { SpriteIcon } from '../../components/ui/sprite-icon.js';
import { cn } from '../../lib/cn.js';

/** Remembers the visitor's language on this device for a year (read by the server for `/check-in`). */
export const rememberLocale = (locale: Locale) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
};

/**
 * The six languages by their own names, each a link to this same page (query kept) in that language: a
 * plain link, since each language is its own client build. Kept small: it is in the first view.
 */
function LanguageLinks({ linkClassName }: { linkClassName: string }) {
  const [path] = useLocation();
  const search = useSearch();
  const current = getLocale();
  return LOCALES.map((locale) => (
    <li key={locale}>
      <a
        href={`${localizedPath(locale, path)}${search ? `?${search}` : ''}`}
        hrefLang={htmlLang(locale)}
        lang={htmlLang(locale)}
        aria-current={locale === current ? 'true' : undefined}
        onClick={() => rememberLocale(locale)}
        className={linkClassName}
      >
        {LOCALE_NAMES[locale]}
      </a>
    </li>
  ));
}

/** The header's switcher: a globe and the language's code opening a small list (`<details>`, no script). */
export function LanguageSwitcher({ className, focusRing }: { className: string; focusRing: string }) {
  return (
    <details className="group relative">
      <summary
        className={cn(
          'flex h-10 cursor-pointer list-none items-center gap-1 rounded-lg px-2 text-xs font-semibold uppercase [&::-webkit-details-marker]:hidden',
          focusRing,
          className,
        )}
      >
        <SpriteIcon id="globe" className="size-4" />
        {/* The name holds the visible code (WCAG 2.5.3): "Language en". */}
        <span className="sr-only">{m.common_language_label()} </span>
        {getLocale()}
      </summary>
      <ul className="absolute right-0 mt-1 min-w-36 rounded-lg border border-border bg-white py-1 text-sm text-foreground shadow-lg dark:bg-card">
        <LanguageLinks linkClassName="block px-4 py-2 hover:bg-secondary aria-[current]:font-semibold aria-[current]:text-primary" />
      </ul>
    </details>
  );
}

/** The phone menu's languages: the same links, in a row. */
export function MenuLanguages() {
  return (
    <ul
      aria-label={m.common_language_label()}
      className="mx-auto flex max-w-7xl flex-wrap gap-1 border-t border-border px-4 py-3 sm:px-6"
    >
      <LanguageLinks linkClassName="block rounded-md px-3 py-2 text-sm text-foreground hover:bg-secondary aria-[current]:font-semibold aria-[current]:text-primary" />
    </ul>
  );
}

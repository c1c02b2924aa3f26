import { getLocale } from '../../../shared/i18n/locale.js';
import { SOURCE_LOCALE } from '../../../shared/locales.js';
import { pageApiUrl } from '../../lib/page-locale.js';

/**
 * Registers the service worker that keeps an unlocked check-in page usable offline (decision 0012).
 * Only the check-in page registers it, so the home page carries none of this.
 */
export function registerCheckInServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // The worker precaches the files of the page's language only (decision 0093); English's address is
  // the one every earlier version registered.
  const locale = getLocale();
  const script = locale === SOURCE_LOCALE ? '/sw.js' : `/sw.js?lang=${locale}`;
  navigator.serviceWorker.register(script, { scope: '/' }).catch(() => {
    // No offline copy then; the page works online as before.
  });
}

/**
 * Once the worker controls the page, fetch the page and its check-in answers again through it, so
 * the copy exists even though the first load happened before the worker was there.
 */
export function keepCheckInOffline(urls: string[]): void {
  if (!('serviceWorker' in navigator)) return;
  const warm = () => {
    for (const url of urls) void fetch(pageApiUrl(url), { credentials: 'include' }).catch(() => {});
  };
  if (navigator.serviceWorker.controller) {
    warm();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { type Locale, SOURCE_LOCALE } from '../../shared/locales.js';

/**
 * The language of the page being rendered (decision 0093): the messages' `getLocale()` reads it, so
 * two requests rendered side by side each get their own. Outside a render it is English.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => requestLocale.getStore() ?? SOURCE_LOCALE);

/** Runs `render` with the messages in `locale`. */
export const withLocale = <T>(locale: Locale, render: () => T): T => requestLocale.run(locale, render);

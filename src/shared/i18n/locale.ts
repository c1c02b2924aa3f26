/**
 * The messages and the current language, from the compiled catalogues (messages/<area>/<locale>.json,
 * compiled by scripts/compile-messages.mjs; decision 0093). `m.key()` is a text in the current language;
 * `getLocale()` is the page's language in the browser and the request's on the server.
 */
export { m } from './paraglide/messages.js';
export { getLocale } from './paraglide/runtime.js';

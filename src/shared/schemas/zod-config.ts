import { z } from 'zod';

/**
 * In the browser, zod must not probe for `eval` (it calls `Function('')` once to decide whether to
 * compile object parsers): the page's CSP forbids it, and the refused call is reported as a CSP issue
 * (Lighthouse best practices). The server keeps the compiled parsers. Imported for its effect by the
 * schema modules that every other schema imports.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });

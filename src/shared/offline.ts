/**
 * The check-in page's offline store (decision 0012), shared by the service worker and the page: one
 * Cache Storage cache holding the page's check-in answers, only once the stay is unlocked.
 */
export const CHECK_IN_CACHE = 'check-in-v1';

/** Response headers the server sets on a guest's check-in answers. */
export const CHECK_IN_UNLOCKED_HEADER = 'x-check-in-unlocked';
export const ACCESS_ENDS_AT_HEADER = 'x-access-ends-at';

/** The access code a cached check-in URL belongs to ('' for none). */
export function codeOfCheckInUrl(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('code')?.trim() ?? '';
}

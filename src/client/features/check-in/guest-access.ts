import { useMutation } from '@tanstack/react-query';
import { CHECK_IN_CACHE, codeOfCheckInUrl } from '../../../shared/offline.js';
import { api } from '../../../shared/routes.js';
import type { GuestStay } from '../../../shared/schemas/access-codes.js';
import type { GuestCheckInEntry } from '../../../shared/schemas/check-in.js';
import { ApiRequestError, apiRequest } from '../../lib/api.js';

export const ACCESS_CODE_INVALID_TEXT = 'Invalid access code. Please check and try again.';
export const ACCESS_CODE_ERROR_TEXT = 'An error occurred. Please try again later.';
export const CHECK_IN_EMPTY_TEXT =
  'No check-in instructions are available at this time. Please contact the host.';

export type GuestAccessResult =
  | { valid: false }
  | { valid: true; code: string; instructions: GuestCheckInEntry[]; stay: GuestStay | null };

const bySortOrder = (a: GuestCheckInEntry, b: GuestCheckInEntry) =>
  (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id;

/** Deletes what the service worker keeps for `code` (the page may do it too: same origin, same cache). */
export async function forgetCachedCheckIn(code: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CHECK_IN_CACHE);
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) => codeOfCheckInUrl(request.url) === code)
      .map((request) => cache.delete(request)),
  );
}

/** A failure to reach the server at all (offline), as opposed to an answer. */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiRequestError);

async function fetchCheckIn(code: string) {
  const [instructions, stay] = await Promise.all([
    apiRequest<GuestCheckInEntry[] | null>('GET', api.checkIn(code)),
    // The greeting is extra: a failure here must not hide the instructions.
    apiRequest<GuestStay | null>('GET', api.checkInStay(code)).catch(() => null),
  ]);
  if (!Array.isArray(instructions)) throw new Error('Unexpected check-in instructions response');
  return { instructions: [...instructions].sort(bySortOrder), stay };
}

/**
 * The guest access flow (spec 4): POST the code to the validate call; when it is valid, GET the
 * instructions for it (and the stay). Any non-OK answer or network failure, of either call, rejects.
 *
 * With no network, the validate call cannot be answered; the GETs may still be answered by the
 * service worker's copy of an unlocked stay, and that copy is only used while its window lasts
 * (`now` is the page's clock).
 */
export async function verifyGuestAccess(
  code: string,
  now: () => number = Date.now,
): Promise<GuestAccessResult> {
  let valid: boolean;
  try {
    const result = await apiRequest<{ valid?: unknown } | null>('POST', api.validateAccessCode, { code });
    valid = result?.valid === true;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const offline = await fetchCheckIn(code);
    const endsAt = offline.stay?.accessEndsAt ? Date.parse(offline.stay.accessEndsAt) : null;
    if (endsAt !== null && now() >= endsAt) {
      await forgetCachedCheckIn(code);
      return { valid: false };
    }
    return { valid: true, code, ...offline };
  }
  if (!valid) {
    // The server says no: nothing of this code may stay on the device.
    await forgetCachedCheckIn(code).catch(() => {});
    return { valid: false };
  }
  return { valid: true, code, ...(await fetchCheckIn(code)) };
}

/**
 * The access-code check as a mutation: its state is the page's state (idle → pending → invalid,
 * error or verified). The instructions are kept out of the shared query cache on purpose.
 */
export function useGuestAccess() {
  return useMutation({ mutationFn: (code: string) => verifyGuestAccess(code) });
}

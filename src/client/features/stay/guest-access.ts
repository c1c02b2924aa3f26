import { useMutation } from '@tanstack/react-query';
import { canonicalAccessCode } from '../../../shared/access-code-format.js';
import { m } from '../../../shared/i18n/locale.js';
import { ACCESS_ENDS_AT_HEADER, CHECK_IN_CACHE, codeOfCheckInUrl } from '../../../shared/offline.js';
import { api } from '../../../shared/routes.js';
import type { GuestArrival } from '../../../shared/schemas/arrival.js';
import type { GuestCheckInEntry, GuestStay } from '../../../shared/schemas/check-in.js';
import { formatStayDateIn } from '../../../shared/stay.js';
import { ApiRequestError, apiRequest } from '../../lib/api.js';
import { pageApiUrl } from '../../lib/page-locale.js';
import { forgetKeptStay, keepStay, readKeptStay } from './kept-stay.js';

export type { GuestArrival };

/**
 * The stay answer. The arrival fields are optional here: a copy kept on a device by an older version
 * of the site has none, and the page then shows the greeting alone.
 */
export type GuestStayAnswer = Omit<GuestStay, 'code' | 'unlocked' | 'arrival' | 'aheadFrom' | 'ahead'> &
  Partial<Pick<GuestStay, 'code' | 'unlocked' | 'arrival' | 'aheadFrom' | 'ahead'>>;

export type GuestAccessResult =
  | { valid: false; endedAt: string | null }
  | {
      valid: true;
      code: string;
      instructions: GuestCheckInEntry[];
      stay: GuestStayAnswer | null;
      /** Answered from the device's kept copy (no signal). */
      offline: boolean;
      /** Read from the device's kept copy at once, while the server is still being asked (decision 0072). */
      kept?: boolean;
    };

export type VerifiedGuestAccess = Extract<GuestAccessResult, { valid: true }>;

/** The line beneath the spec's refusal for a code whose stay ended or which expired (decision 0041). */
export const stayEndedText = (endedAt: string, timeZone: string) =>
  m.checkin_form_stay_ended({ date: formatStayDateIn(endedAt, timeZone) });

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

/** A kept answer, unless its access has ended by `now` (the worker's rule, read by the page). */
async function keptJson<T>(cache: Cache, url: string, now: number): Promise<T | null | 'ended'> {
  const response = await cache.match(url, { ignoreVary: true });
  if (!response) return null;
  const endsAt = response.headers.get(ACCESS_ENDS_AT_HEADER);
  if (endsAt !== null && now >= Date.parse(endsAt)) return 'ended';
  return (await response.json()) as T;
}

/**
 * The code's answers as this device kept them, read straight from the worker's cache without asking
 * the network (decision 0072: on screen at once, whatever the connection does). Null when nothing
 * usable is kept; an ended copy is deleted.
 */
export async function readKeptCheckIn(
  typed: string,
  now: () => number = Date.now,
): Promise<VerifiedGuestAccess | null> {
  if (typeof caches === 'undefined') return null;
  const code = canonicalAccessCode(typed);
  try {
    const cache = await caches.open(CHECK_IN_CACHE);
    const [instructions, stay] = await Promise.all([
      keptJson<GuestCheckInEntry[]>(cache, pageApiUrl(api.checkIn(code)), now()),
      keptJson<GuestStayAnswer>(cache, pageApiUrl(api.checkInStay(code)), now()),
    ]);
    // An ended copy is not shown; the network answer that follows (the worker's copy when offline)
    // refuses the code and deletes the copies. Deleting them here first raced that answer: offline, it
    // found nothing and said "An error occurred" instead of refusing the code.
    if (instructions === 'ended' || stay === 'ended') return null;
    if (!Array.isArray(instructions) || !stay) return null;
    return {
      valid: true,
      code: stay.code ?? code,
      instructions: [...instructions].sort(bySortOrder),
      stay,
      offline: false,
      kept: true,
    };
  } catch {
    // An unreadable copy is no copy: the network answer follows.
    return null;
  }
}

/**
 * The result as it reads at `now` (the phone's clock, decision 0072): before the unlock it is what the
 * server said; from the unlock instant, the secrets the server sent ahead are shown as the unlock
 * shows them (the arrival card's door code and WiFi password, the instructions with their content).
 */
export function guestAccessAt(result: VerifiedGuestAccess, now: number): VerifiedGuestAccess {
  const { stay } = result;
  const ahead = stay?.ahead;
  if (!stay || !ahead || stay.unlocked !== false || now < Date.parse(ahead.unlockAt)) return result;
  return {
    ...result,
    instructions: [...ahead.instructions].sort(bySortOrder),
    stay: {
      ...stay,
      unlocked: true,
      arrival: stay.arrival
        ? { ...stay.arrival, doorCode: ahead.doorCode, wifiPassword: ahead.wifiPassword }
        : stay.arrival,
    },
  };
}

/** A failure to reach the server at all (offline), as opposed to an answer. */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiRequestError);

async function fetchCheckIn(code: string) {
  const [instructions, stay] = await Promise.all([
    apiRequest<GuestCheckInEntry[] | null>('GET', api.checkIn(code)),
    // The greeting is extra: a failure here must not hide the instructions.
    apiRequest<GuestStayAnswer | null>('GET', api.checkInStay(code)).catch(() => null),
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
  typed: string,
  now: () => number = Date.now,
): Promise<GuestAccessResult> {
  const code = canonicalAccessCode(typed);
  let valid: boolean;
  // When the server says the code's stay ended or it expired (decision 0041).
  let endedAt: string | null = null;
  try {
    const result = await apiRequest<{ valid?: unknown; endedAt?: unknown } | null>(
      'POST',
      api.validateAccessCode,
      { code },
    );
    valid = result?.valid === true;
    endedAt = typeof result?.endedAt === 'string' ? result.endedAt : null;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const offline = await fetchCheckIn(code);
    const endsAt = offline.stay?.accessEndsAt ? Date.parse(offline.stay.accessEndsAt) : null;
    if (endsAt !== null && now() >= endsAt) {
      await forgetCachedCheckIn(code);
      forgetKeptStay(code);
      return { valid: false, endedAt: offline.stay?.accessEndsAt ?? null };
    }
    return { valid: true, code, ...offline, offline: true };
  }
  if (!valid) {
    // The server says no: nothing of this code may stay on the device.
    await forgetCachedCheckIn(code).catch(() => {});
    // The device may know the end itself: the stay it kept for this code.
    const kept = readKeptStay(Number.NEGATIVE_INFINITY);
    const keptEnd =
      kept?.code === code && kept.endsAt && now() >= Date.parse(kept.endsAt) ? kept.endsAt : null;
    forgetKeptStay(code);
    return { valid: false, endedAt: endedAt ?? keptEnd };
  }
  const answer = await fetchCheckIn(code);
  // The stored form (`alpinesex7tf` opens `ALPINE-SEX7TF`): the one kept and put in the address.
  const stored = answer.stay?.code ?? code;
  if (stored !== code) await forgetCachedCheckIn(code).catch(() => {});
  keepStay({ code: stored, endsAt: answer.stay?.accessEndsAt ?? null });
  return { valid: true, code: stored, ...answer, offline: false };
}

/**
 * The access-code check as a mutation: its state is the page's state (idle → pending → invalid,
 * error or verified). The instructions are kept out of the shared query cache on purpose.
 */
export function useGuestAccess() {
  return useMutation({ mutationFn: (code: string) => verifyGuestAccess(code) });
}

import { getLocale, m } from '../../../shared/i18n/locale.js';
import { SOURCE_LOCALE } from '../../../shared/locales.js';
import { api } from '../../../shared/routes.js';
import type {
  GuestAlertResult,
  GuestArrivedRequest,
  GuestHelpRequest,
} from '../../../shared/schemas/check-in-alerts.js';

/**
 * A guest's "I'm in" and "Code not working?" message (issue 43, decision 0074). Both are sent at once
 * when there is signal; without it (the fetch fails) the press waits in `localStorage` and goes out at
 * the next online moment: the `online` event, a retry every few seconds while the page is open, or the
 * next time the check-in page opens. A press that
 * reached the server is never queued, so each press reaches the owner once.
 */

export type GuestAlert =
  | { kind: 'arrived'; body: GuestArrivedRequest }
  | { kind: 'help'; body: GuestHelpRequest };

export type SendOutcome =
  | { status: 'sent'; result: GuestAlertResult }
  | { status: 'queued' }
  | { status: 'refused'; message: string };

const QUEUE_KEY = 'check-in:pending-alerts';
/** Fired on `window` (detail: GuestAlertSentDetail) when a queued press got its answer. */
export const GUEST_ALERT_SENT_EVENT = 'check-in:alert-sent';
export interface GuestAlertSentDetail {
  kind: GuestAlert['kind'];
  outcome: Exclude<SendOutcome, { status: 'queued' }>;
}

const urlOf = (kind: GuestAlert['kind']) => (kind === 'arrived' ? api.checkInArrived : api.checkInHelp);

export function readQueuedAlerts(): GuestAlert[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as GuestAlert[]) : [];
  } catch {
    // No storage (private mode, policy) or a damaged entry: nothing is waiting.
    return [];
  }
}

function writeQueuedAlerts(alerts: GuestAlert[]): void {
  try {
    if (alerts.length === 0) localStorage.removeItem(QUEUE_KEY);
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(alerts));
  } catch {
    // A refused storage cannot keep the press past this page.
  }
}

/** One attempt: null when there is no signal (the request never got an answer). */
async function post(alert: GuestAlert): Promise<Exclude<SendOutcome, { status: 'queued' }> | null> {
  let response: Response;
  try {
    response = await fetch(urlOf(alert.kind), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(alert.body),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.ok) return { status: 'sent', result: body as GuestAlertResult };
  // The server's reasons are English: another language says its own general refusal.
  return {
    status: 'refused',
    message: (getLocale() === SOURCE_LOCALE && body?.message) || m.checkin_help_refused(),
  };
}

/** Sends a press now, or queues it when there is no signal. */
export async function sendGuestAlert(alert: GuestAlert): Promise<SendOutcome> {
  const outcome = navigator.onLine ? await post(alert) : null;
  if (outcome) return outcome;
  writeQueuedAlerts([...readQueuedAlerts(), alert]);
  return { status: 'queued' };
}

/** One flush at a time, so two triggers (the `online` event and the retry) never send a press twice. */
let flushing = false;

/**
 * Sends what is waiting, oldest first, until one finds no signal. A refused one (the code ended, the
 * limit was reached) is dropped: sending it again would be refused again.
 */
export async function flushGuestAlerts(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (;;) {
      const next = readQueuedAlerts()[0];
      if (!next || !navigator.onLine) return;
      const outcome = await post(next);
      if (!outcome) return;
      // Re-read: a press queued meanwhile stays behind this one.
      writeQueuedAlerts(readQueuedAlerts().slice(1));
      const detail: GuestAlertSentDetail = { kind: next.kind, outcome };
      window.dispatchEvent(new CustomEvent(GUEST_ALERT_SENT_EVENT, { detail }));
    }
  } finally {
    flushing = false;
  }
}

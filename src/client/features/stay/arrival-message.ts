import { paths } from '../../../shared/routes.js';
import { formatStayDate, type StayMargins, stayWindow } from '../../../shared/stay.js';
import { nameToGreet } from '../../../shared/text/guest-name.js';

/**
 * The guest's link and the ready message the owner pastes into the booking platform's chat (issue 33,
 * item 5). Pure: dates are formatted at the chalet's zone, whatever the owner's browser zone.
 */

export interface ArrivalMessageInput {
  chaletName: string;
  /** The site's address, e.g. 'https://example.com' (no trailing slash needed). */
  origin: string;
  code: string;
  guestName: string | null;
  checkInAt: Date | string | null;
  checkOutAt: Date | string | null;
  timeZone: string;
  margins: StayMargins;
}

/** `${origin}/check-in?code=CODE`. */
export function guestLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${paths.checkIn}?code=${encodeURIComponent(code)}`;
}

/** 'Hi Anna,' or 'Hello,' when the stay has no real name (a calendar-made label is none). */
export function greeting(guestName: string | null): string {
  const name = nameToGreet(guestName);
  return name ? `Hi ${name},` : 'Hello,';
}

/** When the door code and WiFi show on the guest's page; null for a code without dates (always shown). */
export function secretsOpenAt(input: Pick<ArrivalMessageInput, 'checkInAt' | 'checkOutAt' | 'margins'>) {
  if (!input.checkInAt || !input.checkOutAt) return null;
  return stayWindow(new Date(input.checkInAt), new Date(input.checkOutAt), input.margins).opensAt;
}

export function buildArrivalMessage(input: ArrivalMessageInput): string {
  const link = guestLink(input.origin, input.code);
  const lines = [greeting(input.guestName), ''];
  if (input.checkInAt && input.checkOutAt) {
    lines.push(
      `We look forward to welcoming you to ${input.chaletName}: check-in ${formatStayDate(input.checkInAt, input.timeZone)}, check-out ${formatStayDate(input.checkOutAt, input.timeZone)} (${input.timeZone} time).`,
    );
  } else {
    lines.push(`We look forward to welcoming you to ${input.chaletName}.`);
  }
  lines.push(
    '',
    `Your arrival page, with directions, the house guide and how to reach us: ${link}`,
    'Please open it once now while you have signal: your phone keeps it for the valley, where reception is patchy.',
    '',
  );
  const opensAt = secretsOpenAt(input);
  lines.push(
    opensAt
      ? `Your door code and WiFi appear here from ${formatStayDate(opensAt, input.timeZone)}. Open the page once with signal after that time.`
      : 'Your door code and WiFi are on the page.',
  );
  return lines.join('\n');
}

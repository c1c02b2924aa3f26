/**
 * Access codes made from the reservations in a synced calendar feed (issue 33, decision 0040): one code
 * per reservation UID, for its dates at the owner's check-in and check-out times, named after the
 * platform and the guest's phone digits. A later sync moves the dates of a code the owner has not edited,
 * and switches off the code of a reservation gone from the feed (before its stay ended).
 */
import { generateAccessCode } from '../../../shared/access-code-format.js';
import type { Db } from '../../db/client.js';
import { fromZonedLocalInput } from '../../platform/time/zoned-dates.js';
import {
  type CalendarCodePatch,
  type CalendarCodeRow,
  insertCalendarCode,
  isUniqueViolation,
  listCalendarCodes,
  updateCalendarCode,
} from '../access-codes/access-codes.repository.js';
import { getArrivalSettings, type StoredArrivalSettings } from '../arrival/arrival-settings.repository.js';
import { type FeedReservation, parseIcalReservations } from './ical-reservations.js';

/** Tries at a fresh random code when one clashes with an existing code (astronomically rare). */
const CODE_ATTEMPTS = 4;

export interface CalendarCodesOptions {
  timeZone: string;
  now: Date;
}

/** "Airbnb guest ·4821", or "Airbnb guest" without the phone digits. */
export function reservationGuestName(platform: string, phoneLast4: string | null): string {
  return phoneLast4 ? `${platform} guest ·${phoneLast4}` : `${platform} guest`;
}

function reservationStay(
  reservation: FeedReservation,
  settings: StoredArrivalSettings,
  timeZone: string,
): { checkInAt: Date; checkOutAt: Date } | null {
  const checkIn = fromZonedLocalInput(`${reservation.start}T${settings.checkInTime}`, timeZone);
  const checkOut = fromZonedLocalInput(`${reservation.end}T${settings.checkOutTime}`, timeZone);
  if (!checkIn || !checkOut || checkOut <= checkIn) return null;
  return { checkInAt: new Date(checkIn), checkOutAt: new Date(checkOut) };
}

const sameTime = (a: Date | null, b: Date) => a?.getTime() === b.getTime();

/** The changes that bring an unedited code in line with its reservation (empty when none). */
function followReservation(
  code: CalendarCodeRow,
  stay: { checkInAt: Date; checkOutAt: Date },
  guestName: string,
): CalendarCodePatch {
  const patch: CalendarCodePatch = {};
  if (!sameTime(code.checkInAt, stay.checkInAt)) patch.checkInAt = stay.checkInAt;
  if (!sameTime(code.checkOutAt, stay.checkOutAt)) patch.checkOutAt = stay.checkOutAt;
  if (code.guestName !== guestName) patch.guestName = guestName;
  // Back in the feed after a sync switched it off: it works again.
  if (code.calendarCancelledAt) Object.assign(patch, { isActive: true, calendarCancelledAt: null });
  return patch;
}

async function makeCode(
  db: Db,
  feedId: number,
  uid: string,
  fields: { guestName: string; checkInAt: Date; checkOutAt: Date },
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertCalendarCode(db, { code: generateAccessCode(), feedId, uid, ...fields });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Brings a feed's calendar-made codes in line with the calendar just stored. Called only for a feed
 * whose sync stored a non-empty calendar: an empty feed changes nothing (as for the ranges).
 */
export async function syncCalendarCodes(
  db: Db,
  feed: { id: number; label: string },
  body: string,
  { timeZone, now }: CalendarCodesOptions,
): Promise<void> {
  const { platform, reservations } = await parseIcalReservations(body, timeZone);
  const settings = await getArrivalSettings(db);
  const existing = new Map((await listCalendarCodes(db, feed.id)).map((code) => [code.calendarUid, code]));
  const name = platform ?? feed.label;

  for (const reservation of reservations) {
    const stay = reservationStay(reservation, settings, timeZone);
    if (!stay) continue;
    const guestName = reservationGuestName(name, reservation.phoneLast4);
    const code = existing.get(reservation.uid);
    if (code) {
      if (code.calendarEdited) continue;
      const patch = followReservation(code, stay, guestName);
      if (Object.keys(patch).length > 0) await updateCalendarCode(db, code.id, patch);
    } else if (settings.calendarCodes && stay.checkOutAt.getTime() > now.getTime()) {
      // Only stays still to come (or under way): past ones in the feed need no code.
      await makeCode(db, feed.id, reservation.uid, { guestName, ...stay });
    }
  }

  const present = new Set(reservations.map((reservation) => reservation.uid));
  for (const code of existing.values()) {
    if (!code.calendarUid || present.has(code.calendarUid)) continue;
    if (!code.isActive || code.calendarCancelledAt) continue;
    // A stay that has ended drops out of the feed in time: nothing to switch off.
    if (code.checkOutAt && code.checkOutAt.getTime() <= now.getTime()) continue;
    await updateCalendarCode(db, code.id, { isActive: false, calendarCancelledAt: now });
  }
}

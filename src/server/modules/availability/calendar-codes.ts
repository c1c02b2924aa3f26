/**
 * Access codes made from the reservations in a synced calendar feed (issue 33, decision 0040): one code
 * per reservation UID, for its dates at the owner's check-in and check-out times, named after the
 * platform and the guest's phone digits. A later sync moves the dates of a code the owner has not edited,
 * and switches off the code of a reservation gone from the feed (before its stay ended).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { generateAccessCode } from '../../../shared/access-code-format.js';
import type { Db } from '../../db/client.js';
import { fromZonedLocalInput } from '../../platform/time/zoned-dates.js';
import {
  type CalendarCodePatch,
  type CalendarCodeRow,
  insertCalendarCodes,
  isUniqueViolation,
  type NewCalendarCode,
  switchOffCalendarCodes,
  updateCalendarCodes,
} from '../stay/access-codes.repository.js';
import { getArrivalSettings, type StoredArrivalSettings } from '../stay/arrival-settings.repository.js';
import type { FeedReservation, FeedReservations } from './ical-reservations.js';

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

/**
 * Rows written per statement or transaction, with a turn of the event loop between two batches (issue
 * 42): PGlite answers inside the process, so a sync awaiting thousands of writes in a row held every
 * other request, health included, for seconds.
 */
export const CODE_WRITE_BATCH = 100;

/** Each slice of `items`, at most `size` long, handed to `write`, yielding to the event loop in between. */
async function writeInBatches<T>(items: readonly T[], size: number, write: (batch: T[]) => Promise<void>) {
  for (let index = 0; index < items.length; index += size) {
    if (index > 0) await nextTurn();
    await write(items.slice(index, index + size));
  }
}

type NewCode = Omit<NewCalendarCode, 'code'>;

/** One batch of new codes; a clash with an existing code (astronomically rare) draws the batch again. */
async function makeCodes(db: Db, batch: readonly NewCode[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertCalendarCodes(
        db,
        batch.map((input) => ({ ...input, code: generateAccessCode() })),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * The codes a sync switches off when the feed lists only the reservations `present`: active, made for
 * a reservation no longer listed, whose stay has not ended (one that has drops out of the feed in time).
 */
export function codesLeavingFeed(
  existing: readonly CalendarCodeRow[],
  present: ReadonlySet<string>,
  now: Date,
): CalendarCodeRow[] {
  return existing.filter(
    (code) =>
      code.calendarUid &&
      !present.has(code.calendarUid) &&
      code.isActive &&
      !code.calendarCancelledAt &&
      !(code.checkOutAt && code.checkOutAt.getTime() <= now.getTime()),
  );
}

/**
 * Brings a feed's calendar-made codes in line with the reservations of the calendar just stored
 * (`existing`: the feed's codes, listCalendarCodes). Called only for a feed whose sync stored a non-empty
 * calendar, and not while a sudden loss of every reservation is held (availability-sync.ts).
 */
export async function syncCalendarCodes(
  db: Db,
  feed: { id: number; label: string },
  { platform, reservations }: FeedReservations,
  existing: readonly CalendarCodeRow[],
  { timeZone, now }: CalendarCodesOptions,
): Promise<void> {
  const settings = await getArrivalSettings(db);
  const byUid = new Map(existing.map((code) => [code.calendarUid, code]));
  const name = platform ?? feed.label;
  const created: NewCode[] = [];
  const changed: { id: number; patch: CalendarCodePatch }[] = [];

  for (const [index, reservation] of reservations.entries()) {
    // Working out a stay's times in the chalet's zone costs a little each: thousands in a row held the
    // event loop for seconds.
    if (index > 0 && index % CODE_WRITE_BATCH === 0) await nextTurn();
    const stay = reservationStay(reservation, settings, timeZone);
    if (!stay) continue;
    const guestName = reservationGuestName(name, reservation.phoneLast4);
    const code = byUid.get(reservation.uid);
    if (code) {
      if (code.calendarEdited) continue;
      const patch = followReservation(code, stay, guestName);
      if (Object.keys(patch).length > 0) changed.push({ id: code.id, patch });
    } else if (settings.calendarCodes && stay.checkOutAt.getTime() > now.getTime()) {
      // Only stays still to come (or under way): past ones in the feed need no code.
      created.push({ feedId: feed.id, uid: reservation.uid, guestName, ...stay });
    }
  }

  await writeInBatches(created, CODE_WRITE_BATCH, (batch) => makeCodes(db, batch));
  await writeInBatches(changed, CODE_WRITE_BATCH, (batch) => updateCalendarCodes(db, batch));
  const gone = codesLeavingFeed(existing, new Set(reservations.map((r) => r.uid)), now);
  await writeInBatches(
    gone.map((code) => code.id),
    CODE_WRITE_BATCH,
    (ids) => switchOffCalendarCodes(db, ids, now),
  );
}

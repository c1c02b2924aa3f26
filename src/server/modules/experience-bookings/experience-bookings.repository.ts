import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BookingStatus,
  ExperienceBookingCreateSchema,
  ExperienceBookingListQuerySchema,
} from '../../../shared/schemas/experiences.js';
import type { Db } from '../../db/client.js';
import { bookableExperiences, experienceBookings } from '../../db/schema.js';
import { enqueueEmail, type NewOutboxEmail } from '../../platform/outbox/outbox.repository.js';

export type BookingRow = typeof experienceBookings.$inferSelect;
export type ExperienceRow = typeof bookableExperiences.$inferSelect;
/** A booking with its experience's title (the owner's list, the CSV). */
export type BookingListRow = BookingRow & { experienceTitle: string };

/** What the transaction decided, for the route to answer. */
export type BookingOutcome =
  | { kind: 'created'; booking: BookingRow; experience: ExperienceRow }
  /** The same Idempotency-Key was seen before: the booking it made. */
  | { kind: 'replayed'; booking: BookingRow; experience: ExperienceRow }
  /** The key was used for a different booking. */
  | { kind: 'key-reused' }
  | { kind: 'not-found' }
  /** The date cannot be booked now: why (the booking date's message). */
  | { kind: 'refused'; reason: string }
  | { kind: 'full'; placesLeft: number };

export interface NewBooking {
  input: z.output<typeof ExperienceBookingCreateSchema>;
  idempotencyKey: string | null;
  /** Who books, by network (`rateLimitKey`: an IPv6 address by its /64). */
  clientKey: string;
  /** Bookings of one client key per hour confirmed at once (BOOKING_CONFIRMED_PER_ADDRESS); beyond, pending. */
  confirmedPerAddressHour: number;
  bookingReference: string;
  manageTokenHash: string;
  /** When it is made (the app's clock, which tests control). */
  now: Date;
  /** Why the date cannot be booked for this experience, or null (checked under the lock). */
  whyNotBookable(experience: ExperienceRow): string | null;
  /** The total for the participants at the experience's price. */
  totalPrice(experience: ExperienceRow): string;
  /**
   * The emails to queue with the booking (none when email is not set up): drafts, built after the commit.
   * `tx` is the booking's transaction, for what the emails read (the experience's words in the guest's language).
   */
  emails(booking: BookingRow, experience: ExperienceRow, tx: Db): Promise<NewOutboxEmail[]>;
}

/** How long a booking waits for the guest's confirmation before it expires. */
export const PENDING_BOOKING_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * Whether a new booking must wait for the guest to confirm it (issue 42, item 5): its address (or IPv6
 * /64) already made BOOKING_CONFIRMED_PER_ADDRESS bookings this hour, or its places with the address's
 * confirmed ones on that date would be more than half of the date's places.
 */
async function needsGuestConfirmation(
  tx: Db,
  booking: NewBooking,
  experience: ExperienceRow,
): Promise<boolean> {
  const [recent] = await tx
    .select({ count: count() })
    .from(experienceBookings)
    .where(
      and(
        eq(experienceBookings.clientKey, booking.clientKey),
        gte(experienceBookings.createdAt, new Date(booking.now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.count ?? 0) >= booking.confirmedPerAddressHour) return true;
  const [held] = await tx
    .select({ places: sql<number>`coalesce(sum(${experienceBookings.participants}), 0)`.mapWith(Number) })
    .from(experienceBookings)
    .where(
      and(
        eq(experienceBookings.clientKey, booking.clientKey),
        eq(experienceBookings.experienceId, experience.id),
        eq(experienceBookings.bookingDate, booking.input.bookingDate),
        eq(experienceBookings.status, 'confirmed'),
      ),
    );
  return (held?.places ?? 0) + booking.input.participants > experience.maxParticipants / 2;
}

/** The confirmed participants of an experience's date (pending bookings hold no places). */
async function confirmedParticipantsOn(tx: Db, experienceId: number, bookingDate: string) {
  const [{ booked }] = await tx
    .select({
      booked: sql<number>`coalesce(sum(${experienceBookings.participants}), 0)`.mapWith(Number),
    })
    .from(experienceBookings)
    .where(
      and(
        eq(experienceBookings.experienceId, experienceId),
        eq(experienceBookings.bookingDate, bookingDate),
        eq(experienceBookings.status, 'confirmed'),
      ),
    );
  return booked;
}

/**
 * Orders the bookings of one address across experiences and processes for the rest of the transaction
 * (a transaction-scoped advisory lock on the address's hash), so a burst from one address counts its
 * own bookings one at a time. Taken before the experience's row lock, always in that order.
 */
async function lockClientKey(tx: Db, clientKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-address:${clientKey}`}, 0))`);
}

/** How a booking reads: a pending one past its time is 'expired' (never stored so). */
export function effectiveStatus(booking: BookingRow, now: Date): BookingStatus {
  return booking.status === 'pending' && booking.confirmBy && booking.confirmBy <= now
    ? 'expired'
    : booking.status;
}

const sameBooking = (row: BookingRow, input: NewBooking['input']) =>
  row.experienceId === input.experienceId &&
  row.bookingDate === input.bookingDate &&
  row.participants === input.participants &&
  row.guestEmail.toLowerCase() === input.guestEmail.toLowerCase();

async function findByIdempotencyKey(db: Db, key: string) {
  const [row] = await db.select().from(experienceBookings).where(eq(experienceBookings.idempotencyKey, key));
  return row;
}

/**
 * Makes a booking, never over capacity (decision 0053). One transaction locks the experience's row
 * (`FOR UPDATE`), so bookings of one experience are decided one at a time on PostgreSQL, across
 * processes; PGlite runs one transaction at a time anyway. Under the lock it checks the date's rules,
 * sums the confirmed participants of that date, and inserts only if the new ones fit; the emails are
 * queued in the same transaction, so the booking and its emails are kept together or not at all.
 * A repeated Idempotency-Key answers the booking it made (the lock orders two submissions of one form).
 */
export async function createBooking(db: Db, booking: NewBooking): Promise<BookingOutcome> {
  const { input, idempotencyKey } = booking;
  return db.transaction(async (tx) => {
    await lockClientKey(tx as unknown as Db, booking.clientKey);
    const [experience] = await tx
      .select()
      .from(bookableExperiences)
      .where(eq(bookableExperiences.id, input.experienceId))
      .for('update');
    if (!experience?.isActive) return { kind: 'not-found' };

    if (idempotencyKey) {
      const earlier = await findByIdempotencyKey(tx as unknown as Db, idempotencyKey);
      if (earlier) {
        return sameBooking(earlier, input)
          ? { kind: 'replayed', booking: earlier, experience }
          : { kind: 'key-reused' };
      }
    }

    const reason = booking.whyNotBookable(experience);
    if (reason) return { kind: 'refused', reason };

    const booked = await confirmedParticipantsOn(tx as unknown as Db, experience.id, input.bookingDate);
    const placesLeft = Math.max(0, experience.maxParticipants - booked);
    if (input.participants > placesLeft) return { kind: 'full', placesLeft };
    const pending = await needsGuestConfirmation(tx as unknown as Db, booking, experience);

    const [row] = await tx
      .insert(experienceBookings)
      .values({
        ...input,
        totalPrice: booking.totalPrice(experience),
        bookingReference: booking.bookingReference,
        manageTokenHash: booking.manageTokenHash,
        idempotencyKey,
        status: pending ? 'pending' : 'confirmed',
        confirmBy: pending ? new Date(booking.now.getTime() + PENDING_BOOKING_MS) : null,
        clientKey: booking.clientKey,
        createdAt: booking.now,
        updatedAt: booking.now,
      })
      .returning();
    for (const email of await booking.emails(row, experience, tx as unknown as Db))
      await enqueueEmail(tx as unknown as Db, email);
    return { kind: 'created', booking: row, experience };
  });
}

/** The booking an Idempotency-Key made, if any (after a unique-violation on the key). */
export async function findBookingByIdempotencyKey(db: Db, key: string) {
  const booking = await findByIdempotencyKey(db, key);
  if (!booking) return undefined;
  const [experience] = await db
    .select()
    .from(bookableExperiences)
    .where(eq(bookableExperiences.id, booking.experienceId));
  return experience ? { booking, experience } : undefined;
}

export async function findBookingByTokenHash(db: Db, manageTokenHash: string) {
  const [row] = await db
    .select({ booking: experienceBookings, experience: bookableExperiences })
    .from(experienceBookings)
    .innerJoin(bookableExperiences, eq(bookableExperiences.id, experienceBookings.experienceId))
    .where(eq(experienceBookings.manageTokenHash, manageTokenHash));
  return row;
}

export async function findBooking(db: Db, id: number) {
  const [row] = await db
    .select({ booking: experienceBookings, experience: bookableExperiences })
    .from(experienceBookings)
    .innerJoin(bookableExperiences, eq(bookableExperiences.id, experienceBookings.experienceId))
    .where(eq(experienceBookings.id, id));
  return row;
}

export type StatusChange =
  | { kind: 'changed'; booking: BookingRow; experience: ExperienceRow }
  /** Nothing to do: it already had that status. */
  | { kind: 'unchanged'; booking: BookingRow; experience: ExperienceRow }
  | { kind: 'not-found' }
  | { kind: 'not-confirmed'; status: BookingStatus };

/**
 * Moves a confirmed booking to `status` in one conditional update (only from 'confirmed'), so two
 * concurrent changes cannot both apply; the emails it causes are queued in the same transaction.
 */
export async function changeBookingStatus(
  db: Db,
  where: { id: number } | { manageTokenHash: string },
  change: {
    status: Exclude<BookingStatus, 'confirmed'>;
    by: 'guest' | 'owner';
    now: Date;
    /** Checked against the current row before the change (the guest's cut-off); a message refuses it. */
    refuse?(booking: BookingRow, experience: ExperienceRow): string | null;
    emails(booking: BookingRow, experience: ExperienceRow, tx: Db): Promise<NewOutboxEmail[]>;
  },
): Promise<StatusChange | { kind: 'refused'; reason: string }> {
  return db.transaction(async (tx) => {
    const condition =
      'id' in where
        ? eq(experienceBookings.id, where.id)
        : eq(experienceBookings.manageTokenHash, where.manageTokenHash);
    const [current] = await tx
      .select({ booking: experienceBookings, experience: bookableExperiences })
      .from(experienceBookings)
      .innerJoin(bookableExperiences, eq(bookableExperiences.id, experienceBookings.experienceId))
      .where(condition)
      .for('update', { of: experienceBookings });
    if (!current) return { kind: 'not-found' };
    if (current.booking.status === change.status) return { kind: 'unchanged', ...current };
    if (current.booking.status !== 'confirmed')
      return { kind: 'not-confirmed', status: current.booking.status };
    const reason = change.refuse?.(current.booking, current.experience);
    if (reason) return { kind: 'refused', reason };
    const cancelled = change.status === 'cancelled';
    const [booking] = await tx
      .update(experienceBookings)
      .set({
        status: change.status,
        cancelledAt: cancelled ? change.now : null,
        cancelledBy: cancelled ? change.by : null,
        updatedAt: change.now,
      })
      .where(and(eq(experienceBookings.id, current.booking.id), eq(experienceBookings.status, 'confirmed')))
      .returning();
    for (const email of await change.emails(booking, current.experience, tx as unknown as Db)) {
      await enqueueEmail(tx as unknown as Db, email);
    }
    return { kind: 'changed', booking, experience: current.experience };
  });
}

export type PendingConfirmation =
  | { kind: 'confirmed'; booking: BookingRow; experience: ExperienceRow }
  /** Already confirmed (a second press): nothing to do. */
  | { kind: 'unchanged'; booking: BookingRow; experience: ExperienceRow }
  | { kind: 'not-found' }
  | { kind: 'not-pending'; status: BookingStatus }
  | { kind: 'expired' }
  | { kind: 'refused'; reason: string }
  | { kind: 'full'; placesLeft: number };

/**
 * The guest confirms a pending booking (the button of the emailed link's page): under the experience's
 * row lock, as a new booking is decided, the date's rules and its places are checked again, since the
 * pending booking held none; then it becomes confirmed and its emails are queued.
 */
export async function confirmPendingBooking(
  db: Db,
  manageTokenHash: string,
  change: {
    now: Date;
    whyNotBookable(booking: BookingRow, experience: ExperienceRow): string | null;
    emails(booking: BookingRow, experience: ExperienceRow, tx: Db): Promise<NewOutboxEmail[]>;
  },
): Promise<PendingConfirmation> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ experienceId: experienceBookings.experienceId })
      .from(experienceBookings)
      .where(eq(experienceBookings.manageTokenHash, manageTokenHash));
    if (!found) return { kind: 'not-found' };
    const [experience] = await tx
      .select()
      .from(bookableExperiences)
      .where(eq(bookableExperiences.id, found.experienceId))
      .for('update');
    const [booking] = await tx
      .select()
      .from(experienceBookings)
      .where(eq(experienceBookings.manageTokenHash, manageTokenHash))
      .for('update');
    if (!experience || !booking) return { kind: 'not-found' };
    if (booking.status === 'confirmed') return { kind: 'unchanged', booking, experience };
    const status = effectiveStatus(booking, change.now);
    if (status === 'expired') return { kind: 'expired' };
    if (status !== 'pending') return { kind: 'not-pending', status };
    const reason = change.whyNotBookable(booking, experience);
    if (reason) return { kind: 'refused', reason };
    const booked = await confirmedParticipantsOn(tx as unknown as Db, experience.id, booking.bookingDate);
    const placesLeft = Math.max(0, experience.maxParticipants - booked);
    if (booking.participants > placesLeft) return { kind: 'full', placesLeft };
    const [confirmed] = await tx
      .update(experienceBookings)
      .set({ status: 'confirmed', confirmBy: null, updatedAt: change.now })
      .where(and(eq(experienceBookings.id, booking.id), eq(experienceBookings.status, 'pending')))
      .returning();
    for (const email of await change.emails(confirmed, experience, tx as unknown as Db))
      await enqueueEmail(tx as unknown as Db, email);
    return { kind: 'confirmed', booking: confirmed, experience };
  });
}

/** A status as the list filters it: pending and expired are both stored 'pending', told apart by time. */
function statusCondition(status: BookingStatus, now: Date): SQL | undefined {
  if (status === 'pending')
    return and(eq(experienceBookings.status, 'pending'), gt(experienceBookings.confirmBy, now));
  if (status === 'expired')
    return and(eq(experienceBookings.status, 'pending'), lte(experienceBookings.confirmBy, now));
  return eq(experienceBookings.status, status);
}

function listConditions(
  query: z.output<typeof ExperienceBookingListQuerySchema>,
  now: Date,
): SQL | undefined {
  return and(
    query.experienceId === undefined ? undefined : eq(experienceBookings.experienceId, query.experienceId),
    query.status === undefined ? undefined : statusCondition(query.status, now),
    query.from === undefined ? undefined : gte(experienceBookings.bookingDate, query.from),
    query.to === undefined ? undefined : lte(experienceBookings.bookingDate, query.to),
  );
}

/** The owner's list: by date, then start order of booking; with the experience's title. */
export async function listBookings(
  db: Db,
  query: z.output<typeof ExperienceBookingListQuerySchema>,
  now: Date,
): Promise<BookingListRow[]> {
  const rows = await db
    .select({ booking: experienceBookings, experienceTitle: bookableExperiences.title })
    .from(experienceBookings)
    .innerJoin(bookableExperiences, eq(bookableExperiences.id, experienceBookings.experienceId))
    .where(listConditions(query, now))
    .orderBy(
      asc(experienceBookings.bookingDate),
      asc(experienceBookings.createdAt),
      asc(experienceBookings.id),
    );
  return rows.map((row) => ({
    ...row.booking,
    status: effectiveStatus(row.booking, now),
    experienceTitle: row.experienceTitle,
  }));
}

export async function countBookingsOfExperience(db: Db, experienceId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(experienceBookings)
    .where(eq(experienceBookings.experienceId, experienceId));
  return row?.count ?? 0;
}

/** The dashboard tile's numbers; `today` and the 30-day start are dates / instants the route works out. */
export async function summarizeBookings(db: Db, today: string, since: Date) {
  const [upcoming] = await db
    .select({
      count: count(),
      participants: sql<number>`coalesce(sum(${experienceBookings.participants}), 0)`.mapWith(Number),
    })
    .from(experienceBookings)
    .where(and(eq(experienceBookings.status, 'confirmed'), gte(experienceBookings.bookingDate, today)));
  const [recent] = await db
    .select({
      count: count(),
      // numeric sum in the database, read as its decimal text: never a float.
      revenue: sql<string>`coalesce(sum(${experienceBookings.totalPrice}) filter (where ${inArray(experienceBookings.status, ['confirmed', 'completed'])}), 0)::numeric(12,2)::text`,
    })
    .from(experienceBookings)
    // A booking never confirmed (pending, or expired so) was not made.
    .where(and(gte(experienceBookings.createdAt, since), ne(experienceBookings.status, 'pending')));
  const [next] = await db
    .select({
      id: experienceBookings.id,
      experienceTitle: bookableExperiences.title,
      bookingDate: experienceBookings.bookingDate,
      participants: experienceBookings.participants,
    })
    .from(experienceBookings)
    .innerJoin(bookableExperiences, eq(bookableExperiences.id, experienceBookings.experienceId))
    .where(and(eq(experienceBookings.status, 'confirmed'), gte(experienceBookings.bookingDate, today)))
    .orderBy(
      asc(experienceBookings.bookingDate),
      asc(bookableExperiences.startTime),
      desc(experienceBookings.id),
    )
    .limit(1);
  return {
    upcoming: upcoming?.count ?? 0,
    upcomingParticipants: upcoming?.participants ?? 0,
    madeLast30Days: recent?.count ?? 0,
    revenueLast30Days: recent?.revenue ?? '0.00',
    nextBooking: next ?? null,
  };
}

/** Bookings made per day from `from` to `to` (YYYY-MM-DD, inclusive, days in `timeZone`), per experience. */
export async function countBookingsByDay(db: Db, from: string, to: string, timeZone: string) {
  const day = sql<string>`to_char((${experienceBookings.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  return db
    .select({ day, experienceId: experienceBookings.experienceId, bookings: count() })
    .from(experienceBookings)
    .where(
      and(
        sql`(${experienceBookings.createdAt} at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
        ne(experienceBookings.status, 'pending'),
      ),
    )
    .groupBy(sql`1`, experienceBookings.experienceId);
}

import { useEffect, useState } from 'react';
import type { BookingConfirmation } from '../../../shared/schemas/experiences.js';
import { deviceStorage } from '../../lib/device-storage.js';

/**
 * The bookings made on this device, with their manage links (decision 0089): the guest can find the
 * link again on the experience's page, and cancel, even when no email was sent. Only this device holds
 * them; a booking is dropped once it has started.
 */
const KEPT_BOOKINGS_KEY = 'experiences:bookings';
/** Enough for any guest; the oldest go first. */
const MAX_KEPT = 20;

export interface KeptBooking {
  bookingReference: string;
  experienceId: number;
  experienceTitle: string;
  /** ISO instant the experience starts. */
  startsAt: string;
  timeZone: string;
  managePath: string;
}

function isKeptBooking(value: unknown): value is KeptBooking {
  const v = value as Partial<KeptBooking> | null;
  return (
    typeof v?.bookingReference === 'string' &&
    typeof v.experienceId === 'number' &&
    typeof v.experienceTitle === 'string' &&
    typeof v.startsAt === 'string' &&
    typeof v.timeZone === 'string' &&
    typeof v.managePath === 'string'
  );
}

/** The kept bookings that have not started by `now` (a broken entry is dropped). */
export function readKeptBookings(now: number = Date.now()): KeptBooking[] {
  try {
    const parsed = JSON.parse(deviceStorage()?.getItem(KEPT_BOOKINGS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(isKeptBooking).filter((booking) => Date.parse(booking.startsAt) > now)
      : [];
  } catch {
    return [];
  }
}

/** Keeps a confirmed booking's manage link on this device (nothing without one). */
export function keepBooking(confirmation: BookingConfirmation): void {
  if (!confirmation.managePath) return;
  const booking: KeptBooking = {
    bookingReference: confirmation.bookingReference,
    experienceId: confirmation.experienceId,
    experienceTitle: confirmation.experienceTitle,
    startsAt: new Date(confirmation.startsAt).toISOString(),
    timeZone: confirmation.timeZone,
    managePath: confirmation.managePath,
  };
  const others = readKeptBookings().filter((kept) => kept.bookingReference !== booking.bookingReference);
  try {
    deviceStorage()?.setItem(KEPT_BOOKINGS_KEY, JSON.stringify([...others, booking].slice(-MAX_KEPT)));
  } catch {
    // A full or refused storage only costs the shortcut: the confirmation on screen still shows the link.
  }
}

/** This experience's bookings kept on this device, read after the first render (the server has none). */
export function useKeptBookings(experienceId: number, refresh: unknown): KeptBooking[] {
  const [kept, setKept] = useState<KeptBooking[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` re-reads after a new booking.
  useEffect(() => {
    setKept(readKeptBookings().filter((booking) => booking.experienceId === experienceId));
  }, [experienceId, refresh]);
  return kept;
}

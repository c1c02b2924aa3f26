import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getLocale } from '../../../shared/i18n/locale.js';
import type { Locale } from '../../../shared/locales.js';
import { api } from '../../../shared/routes.js';
import type {
  BookingConfirmation,
  ExperienceBookingCreateInput,
  ManagedBooking,
} from '../../../shared/schemas/experiences.js';
import { ApiRequestError, apiRequest } from '../../lib/api.js';
import { managedBookingQuery } from './queries.js';

/** Retries of a booking the server answered 503 (overloaded), each after its Retry-After. */
export const BOOKING_RETRIES = 2;
const MAX_RETRY_WAIT_MS = 10_000;

/**
 * POST /api/experience-bookings. `idempotencyKey` is made once per form (crypto.randomUUID) and sent
 * again on every retry, so a double press or a retried request books once. An overloaded server's 503
 * is tried again after its Retry-After (at most twice; issue 42), with the same key: a booking the
 * first attempt made is answered, never made twice.
 */
export function useBookExperience() {
  return useMutation({
    retry: (failures, error) =>
      failures < BOOKING_RETRIES && error instanceof ApiRequestError && error.status === 503,
    retryDelay: (_failures, error) => {
      const seconds = Number.parseInt((error as ApiRequestError).retryAfter ?? '', 10);
      return Math.min(MAX_RETRY_WAIT_MS, (Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000);
    },
    mutationFn: ({
      booking,
      idempotencyKey,
    }: {
      /** With the page's language (optional for the server, 'en' when left out): the emails' language. */
      booking: ExperienceBookingCreateInput & { language?: Locale };
      idempotencyKey: string;
    }) =>
      // The page's language: the guest's emails are written in it (decision 0095).
      apiRequest<BookingConfirmation>(
        'POST',
        api.experienceBookings,
        { ...booking, language: booking.language ?? getLocale() },
        { 'Idempotency-Key': idempotencyKey },
      ),
  });
}

/** POST /api/experience-bookings/manage/{token}/confirm: the guest confirms a pending booking (a button press). */
export function useConfirmManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ManagedBooking>('POST', api.confirmManagedBooking(token)),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQuery(token).queryKey, booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedBookingQuery(token).queryKey }),
  });
}

/** POST /api/experience-bookings/manage/{token}/cancel: the guest cancels (a button press, never a GET). */
export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ManagedBooking>('POST', api.cancelManagedBooking(token)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedBookingQuery(token).queryKey }),
  });
}

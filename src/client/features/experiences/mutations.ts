import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  BookingConfirmation,
  ExperienceBookingCreateInput,
  ManagedBooking,
} from '../../../shared/schemas/experiences.js';
import { apiRequest } from '../../lib/api.js';
import { managedBookingQuery } from './queries.js';

/**
 * POST /api/experience-bookings. `idempotencyKey` is made once per form (crypto.randomUUID) and sent
 * again on every retry, so a double press or a retried request books once.
 */
export function useBookExperience() {
  return useMutation({
    mutationFn: ({
      booking,
      idempotencyKey,
    }: {
      booking: ExperienceBookingCreateInput;
      idempotencyKey: string;
    }) =>
      apiRequest<BookingConfirmation>('POST', api.experienceBookings, booking, {
        'Idempotency-Key': idempotencyKey,
      }),
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

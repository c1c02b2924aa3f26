import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../shared/admin-routes.js';
import { api } from '../../../shared/routes.js';
import type {
  BookingStatus,
  Experience,
  ExperienceBooking,
  ExperienceBookingSummary,
  ExperienceCreateInput,
  ExperienceUpdateInput,
} from '../../../shared/schemas/experiences.js';
import { apiRequest } from '../../lib/api.js';
import {
  crudFeedback,
  defineAdminCrudHooks,
  defineAdminResource,
  invalidateQueries,
  useAdminMutation,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { experiencesQuery } from './queries.js';

/** GET /api/experiences?all=true: every experience, inactive ones too (the owner's list). */
export const adminExperiencesQuery = queryOptions<Experience[]>({ queryKey: [adminApi.allExperiences] });

export function useAdminExperiences() {
  return useQuery(adminExperiencesQuery);
}

/** The Bookings screen's filter: an experience, a status, a date range (YYYY-MM-DD); empty is any. */
export interface BookingView {
  experienceId: string;
  status: BookingStatus | '';
  from: string;
  to: string;
}

export const DEFAULT_BOOKING_VIEW: BookingView = { experienceId: '', status: '', from: '', to: '' };

/** The list's (or its CSV export's) URL for a view: only the filters that are set. */
export function bookingViewUrl(base: string, view: BookingView): string {
  const params = new URLSearchParams();
  for (const name of ['experienceId', 'status', 'from', 'to'] as const) {
    if (view[name]) params.set(name, view[name]);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** GET /api/experience-bookings with the view's filters (key `[url]`). */
export const experienceBookingsQuery = (view: BookingView = DEFAULT_BOOKING_VIEW) =>
  queryOptions<ExperienceBooking[]>({ queryKey: [bookingViewUrl(api.experienceBookings, view)] });

export function useExperienceBookings(view: BookingView) {
  return useQuery(experienceBookingsQuery(view));
}

/** GET /api/experience-bookings/summary: the dashboard tile. */
export const experienceBookingSummaryQuery = queryOptions<ExperienceBookingSummary>({
  queryKey: [adminApi.experienceBookingsSummary],
});

export function useExperienceBookingSummary() {
  return useQuery(experienceBookingSummaryQuery);
}

const experiences = defineAdminResource<Experience, ExperienceCreateInput, ExperienceUpdateInput>({
  url: api.experiences,
  itemUrl: adminApi.experience,
  invalidate: invalidateQueries(experiencesQuery, adminExperiencesQuery),
});

/**
 * POST /api/experiences; PUT /api/experiences/{id} (the form's fields, or `isActive` alone from the
 * list's switch); DELETE /api/experiences/{id} (the server refuses one with bookings: 409, switch it off
 * instead).
 */
export const {
  useCreate: useCreateExperience,
  useUpdate: useUpdateExperience,
  useDelete: useDeleteExperience,
} = defineAdminCrudHooks(experiences, crudFeedback('Experience'));

/** Every bookings list, whatever its filter (their keys are `[/api/experience-bookings?…]`). */
const isBookingsList = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  typeof queryKey[0] === 'string' && queryKey[0].split('?', 1)[0] === api.experienceBookings;

/** PUT /api/experience-bookings/{id} with a new status (confirmed → cancelled, completed or no-show). */
export const useUpdateBookingStatus = () =>
  useAdminMutation(
    ({ id, status, reason }: { id: number; status: BookingStatus; reason?: string }) =>
      apiRequest<ExperienceBooking>('PUT', adminApi.experienceBooking(id), { status, reason }),
    {
      success: 'Booking updated successfully',
      onError: toastMutationError('Failed to update booking'),
      invalidate: (queryClient) =>
        Promise.all([
          queryClient.invalidateQueries({ predicate: isBookingsList }),
          invalidateQueries(experienceBookingSummaryQuery)(queryClient),
        ]),
    },
  );

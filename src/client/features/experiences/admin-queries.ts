import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/routes.js';
import type {
  BookingStatus,
  Experience,
  ExperienceBooking,
  ExperienceBookingSummary,
} from '../../../shared/schemas/experiences.js';

/** GET /api/experiences?all=true: every experience, inactive ones too (the owner's list). */
export const adminExperiencesQuery = queryOptions<Experience[]>({ queryKey: [api.allExperiences] });

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
  queryKey: [api.experienceBookingsSummary],
});

export function useExperienceBookingSummary() {
  return useQuery(experienceBookingSummaryQuery);
}

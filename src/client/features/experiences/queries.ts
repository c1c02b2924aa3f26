import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PUBLIC_LIST_RETRIES,
  PUBLIC_LIST_RETRY_DELAY_MS,
  PUBLIC_LIST_STALE_TIME_MS,
} from '../../../shared/constants.js';
import { api } from '../../../shared/routes.js';
import type {
  Experience,
  ExperienceAvailability,
  ManagedBooking,
} from '../../../shared/schemas/experiences.js';

/** GET /api/experiences: the active experiences (key `[api.experiences]`); the server renders them. */
export const experiencesQuery = queryOptions<Experience[]>({
  queryKey: [api.experiences],
  staleTime: PUBLIC_LIST_STALE_TIME_MS,
  retry: PUBLIC_LIST_RETRIES,
  retryDelay: PUBLIC_LIST_RETRY_DELAY_MS,
});

export function useExperiences() {
  return useQuery(experiencesQuery);
}

/**
 * Bookable dates and places left of one experience from `from` to `to` (YYYY-MM-DD). Fetched by the
 * browser (it changes with every booking and with the clock): never part of a server render.
 */
export const experienceAvailabilityQuery = (id: number, from: string, to: string) =>
  queryOptions<ExperienceAvailability>({
    queryKey: [api.experienceAvailability(id, { from, to })],
    staleTime: 30_000,
    retry: 1,
  });

export function useExperienceAvailability(id: number, from: string, to: string, enabled = true) {
  return useQuery({ ...experienceAvailabilityQuery(id, from, to), enabled });
}

/** GET /api/experience-bookings/manage/{token}: a guest's booking, by the token of its link. */
export const managedBookingQuery = (token: string) =>
  queryOptions<ManagedBooking>({ queryKey: [api.managedBooking(token)], retry: false });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQuery(token));
}

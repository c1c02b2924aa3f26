import { api } from '../../../shared/routes.js';
import type {
  BookingStatus,
  Experience,
  ExperienceBooking,
  ExperienceCreateInput,
  ExperienceUpdateInput,
} from '../../../shared/schemas/experiences.js';
import { apiRequest } from '../../lib/api.js';
import {
  defineAdminResource,
  invalidateQueries,
  useAdminCreate,
  useAdminDelete,
  useAdminMutation,
  useAdminUpdate,
} from '../admin/admin-crud.js';
import { toastMutationError } from '../admin/mutation-feedback.js';
import { adminExperiencesQuery, experienceBookingSummaryQuery } from './admin-queries.js';
import { experiencesQuery } from './queries.js';

const experiences = defineAdminResource<Experience, ExperienceCreateInput, ExperienceUpdateInput>({
  url: api.experiences,
  itemUrl: api.experience,
  invalidate: invalidateQueries(experiencesQuery, adminExperiencesQuery),
});

/** POST /api/experiences. */
export const useCreateExperience = () =>
  useAdminCreate(experiences, {
    success: 'Experience added successfully',
    onError: toastMutationError('Failed to add experience'),
  });

/** PUT /api/experiences/{id} (the form's fields, or `isActive` alone from the list's switch). */
export const useUpdateExperience = () =>
  useAdminUpdate(experiences, {
    success: 'Experience updated successfully',
    onError: toastMutationError('Failed to update experience'),
  });

/** DELETE /api/experiences/{id} (the server refuses one with bookings: 409, switch it off instead). */
export const useDeleteExperience = () =>
  useAdminDelete(experiences, {
    success: 'Experience deleted successfully',
    onError: toastMutationError('Failed to delete experience'),
  });

/** Every bookings list, whatever its filter (their keys are `[/api/experience-bookings?…]`). */
const isBookingsList = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  typeof queryKey[0] === 'string' && queryKey[0].split('?', 1)[0] === api.experienceBookings;

/** PUT /api/experience-bookings/{id} with a new status (confirmed → cancelled, completed or no-show). */
export const useUpdateBookingStatus = () =>
  useAdminMutation(
    ({ id, status }: { id: number; status: BookingStatus }) =>
      apiRequest<ExperienceBooking>('PUT', api.experienceBooking(id), { status }),
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

import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import type { ExperienceBooking } from '../../../shared/schemas/experiences.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import {
  type BookingView,
  DEFAULT_BOOKING_VIEW,
  useAdminExperiences,
  useExperienceBookings,
  useUpdateBookingStatus,
} from '../../features/experiences/admin-api.js';
import { AdminBookingFilters } from '../../features/experiences/admin-booking-filters.js';
import { AdminBookingsTable } from '../../features/experiences/admin-bookings-table.js';
import { AdminCancelBookingDialog } from '../../features/experiences/admin-cancel-booking-dialog.js';
import { useSetupChecklist } from '../../features/setup/queries.js';

/** Experience bookings (issue 35): upcoming first, filters, status changes, CSV export. */
export function AdminBookingsPage() {
  const [view, setView] = useState<BookingView>(DEFAULT_BOOKING_VIEW);
  const { data, isPending, isError, error } = useExperienceBookings(view);
  const experiences = useAdminExperiences().data ?? [];
  const update = useUpdateBookingStatus();
  const checklist = useSetupChecklist();
  const [cancelling, setCancelling] = useState<ExperienceBooking | null>(null);
  const bookings = data ?? [];
  const filtered = Object.values(view).some(Boolean);
  const change = (patch: Partial<BookingView>) => setView((current) => ({ ...current, ...patch }));

  return (
    <>
      <meta name="robots" content="noindex" />
      <AdminPageHeader
        title="Bookings"
        description="Experience bookings, upcoming first. Mark each as completed or no-show after the day, or cancel it; guests can cancel online until the experience's cut-off."
      />

      <AdminBookingFilters view={view} experiences={experiences} onChange={change} />

      {isPending ? (
        <AdminLoading label="Loading bookings" />
      ) : isError ? (
        <AdminLoadErrorLine prefix="Unable to load bookings" error={error} />
      ) : bookings.length === 0 ? (
        <AdminEmptyNote icon={<CalendarX2 aria-hidden="true" className="size-10 text-muted-foreground" />}>
          {filtered ? 'No bookings match these filters.' : 'No bookings yet.'}
        </AdminEmptyNote>
      ) : (
        <AdminBookingsTable
          bookings={bookings}
          busyId={update.isPending ? (update.variables?.id ?? null) : null}
          onStatus={(booking, status) => update.mutate({ id: booking.id, status })}
          onCancel={setCancelling}
        />
      )}

      <AdminCancelBookingDialog
        booking={cancelling}
        emailConfigured={checklist.data?.emailConfigured ?? true}
        pending={update.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(booking, reason) => update.mutateAsync({ id: booking.id, status: 'cancelled', reason })}
      />
    </>
  );
}

import { CalendarX2, Download } from 'lucide-react';
import { useState } from 'react';
import { adminApi } from '../../../shared/admin-routes.js';
import { BOOKING_STATUSES, type ExperienceBooking } from '../../../shared/schemas/experiences.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { AdminPageHeader } from '../../features/admin/admin-page-header.js';
import { AdminEmptyNote, AdminLoadErrorLine, AdminLoading } from '../../features/admin/admin-states.js';
import {
  type BookingView,
  bookingViewUrl,
  DEFAULT_BOOKING_VIEW,
  useAdminExperiences,
  useExperienceBookings,
  useUpdateBookingStatus,
} from '../../features/experiences/admin-api.js';
import {
  AdminBookingsTable,
  BOOKING_STATUS_LABELS,
} from '../../features/experiences/admin-bookings-table.js';
import { AdminCancelBookingDialog } from '../../features/experiences/admin-cancel-booking-dialog.js';
import { useSetupChecklist } from '../../features/setup/queries.js';

/** The Selects' value for "any" (Radix Select items cannot have an empty value). */
const ANY = 'any';

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

      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,12rem)_auto_auto_1fr] lg:items-end">
        <div className="col-span-2 grid gap-2 sm:col-span-1">
          <Label htmlFor="bookings-experience">Experience</Label>
          <Select
            value={view.experienceId || ANY}
            onValueChange={(value) => change({ experienceId: value === ANY ? '' : value })}
          >
            <SelectTrigger id="bookings-experience">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>All experiences</SelectItem>
              {experiences.map((experience) => (
                <SelectItem key={experience.id} value={String(experience.id)}>
                  {experience.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="col-span-2 grid gap-2 sm:col-span-1">
          <Label htmlFor="bookings-status">Status</Label>
          <Select
            value={view.status || ANY}
            onValueChange={(value) =>
              change({ status: value === ANY ? '' : (value as BookingView['status']) })
            }
          >
            <SelectTrigger id="bookings-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any status</SelectItem>
              {BOOKING_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {BOOKING_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-from">From</Label>
          <Input
            id="bookings-from"
            type="date"
            value={view.from}
            onChange={(e) => change({ from: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="bookings-to">To</Label>
          <Input
            id="bookings-to"
            type="date"
            value={view.to}
            onChange={(e) => change({ to: e.target.value })}
          />
        </div>
        <a
          href={bookingViewUrl(adminApi.experienceBookingsExport, view)}
          download
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className: 'col-span-2 w-fit lg:col-span-1 lg:justify-self-end',
          })}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

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

import { TicketCheck } from 'lucide-react';
import { formatMoney } from '../../../shared/money.js';
import { paths } from '../../../shared/routes.js';
import { AdminTile } from '../admin/admin-tile.js';
import { useExperienceBookingSummary } from './admin-api.js';
import { formatBookingDate } from './format.js';

/** The dashboard's bookings tile: upcoming bookings, the next one, the last 30 days (issue 35). */
export function AdminBookingsTile() {
  const { data, isPending, isError } = useExperienceBookingSummary();
  const next = data?.nextBooking;
  return (
    <AdminTile
      href={paths.admin.experienceBookings}
      icon={TicketCheck}
      label="Upcoming Bookings"
      value={data ? data.upcoming : null}
      isPending={isPending}
      isError={isError}
      detail={
        data
          ? `${
              next
                ? `Next: ${formatBookingDate(next.bookingDate)}, ${next.experienceTitle} (${next.participants})`
                : 'None booked ahead'
            } · ${data.madeLast30Days} made in 30 days, ${formatMoney(data.revenueLast30Days)}`
          : null
      }
    />
  );
}

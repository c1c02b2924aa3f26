import { ChevronDown } from 'lucide-react';
import { isLocale, LOCALE_NAMES, SOURCE_LOCALE } from '../../../shared/locales.js';
import { formatMoney } from '../../../shared/money.js';
import type { BookingStatus, ExperienceBooking } from '../../../shared/schemas/experiences.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.js';
import { PhoneLink } from '../../components/ui/phone-link.js';
import { AdminTable } from '../admin/admin-table.js';
import { formatBookingDate } from './format.js';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'No-show',
  // Waits for the guest's emailed confirmation (issue 42); holds no places until then.
  pending: 'Pending (unconfirmed)',
  expired: 'Expired (never confirmed)',
};

const STATUS_BADGES: Record<BookingStatus, 'success' | 'secondary' | 'default' | 'destructive'> = {
  confirmed: 'success',
  cancelled: 'secondary',
  completed: 'default',
  'no-show': 'destructive',
  pending: 'default',
  expired: 'secondary',
};

/** What the owner may make of a confirmed booking (the server refuses any other change). */
const STATUS_ACTIONS: readonly { status: BookingStatus; label: string }[] = [
  { status: 'completed', label: 'Mark completed' },
  { status: 'no-show', label: 'Mark no-show' },
  { status: 'cancelled', label: 'Cancel booking' },
];

const COLUMNS = [
  { label: 'Date', className: 'w-36' },
  { label: 'Experience' },
  { label: 'Guest' },
  { label: 'People', className: 'text-right w-20' },
  { label: 'Total', className: 'text-right w-28' },
  { label: 'Status', className: 'w-32' },
  { label: 'Actions', className: 'w-40 text-right' },
] as const;

/**
 * The bookings, as the server sorts them (upcoming first). A confirmed booking offers its status
 * changes; cancelling asks first (`onCancel`), the others apply at once (`onStatus`).
 */
export function AdminBookingsTable({
  bookings,
  busyId,
  onStatus,
  onCancel,
}: {
  bookings: readonly ExperienceBooking[];
  busyId: number | null;
  onStatus: (booking: ExperienceBooking, status: BookingStatus) => void;
  onCancel: (booking: ExperienceBooking) => void;
}) {
  return (
    <AdminTable columns={COLUMNS} bodyClassName="divide-y divide-border">
      {bookings.map((booking) => (
        <tr
          key={booking.id}
          data-reference={booking.bookingReference}
          className="align-top transition-colors hover:bg-muted/30 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:p-4"
        >
          <td className="px-4 py-4 whitespace-nowrap max-md:p-0">
            <p className="font-medium text-foreground">{formatBookingDate(booking.bookingDate)}</p>
            <p className="font-mono text-xs text-muted-foreground">{booking.bookingReference}</p>
          </td>
          <td className="px-4 py-4 text-foreground max-md:p-0">{booking.experienceTitle}</td>
          <td className="px-4 py-4 max-md:col-span-2 max-md:p-0">
            <p className="font-medium text-foreground">{booking.guestName}</p>
            <p className="text-xs break-all text-muted-foreground">
              <a
                className="rounded-sm underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring outline-none"
                href={`mailto:${booking.guestEmail}`}
              >
                {booking.guestEmail}
              </a>
              {' · '}
              <PhoneLink
                phone={booking.guestPhone}
                className="rounded-sm underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring outline-none"
              />
            </p>
            {booking.language !== SOURCE_LOCALE && isLocale(booking.language) ? (
              // The guest's emails go out in this language (decision 0095).
              <p className="mt-1 text-xs text-muted-foreground" data-testid="booking-language">
                Language: {LOCALE_NAMES[booking.language]}
              </p>
            ) : null}
            {booking.specialRequests ? (
              <p className="mt-1 line-clamp-2 text-xs text-muted-foreground" title={booking.specialRequests}>
                “{booking.specialRequests}”
              </p>
            ) : null}
          </td>
          <td className="px-4 py-4 text-right tabular-nums max-md:p-0 max-md:text-left">
            <span className="md:hidden">People: </span>
            {booking.participants}
          </td>
          <td className="px-4 py-4 text-right tabular-nums max-md:p-0 max-md:text-left">
            {formatMoney(booking.totalPrice)}
          </td>
          <td className="px-4 py-4 max-md:p-0">
            <Badge variant={STATUS_BADGES[booking.status]} data-testid="booking-status">
              {BOOKING_STATUS_LABELS[booking.status]}
            </Badge>
            {booking.cancelledBy ? (
              <p className="mt-1 text-xs text-muted-foreground">by {booking.cancelledBy}</p>
            ) : null}
          </td>
          <td className="px-4 py-4 text-right max-md:p-0 max-md:text-left">
            {booking.status === 'confirmed' ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busyId === booking.id}
                    aria-label={`Change status of booking ${booking.bookingReference}`}
                  >
                    Change status
                    <ChevronDown aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {STATUS_ACTIONS.map((action) => (
                    <DropdownMenuItem
                      key={action.status}
                      variant={action.status === 'cancelled' ? 'destructive' : 'default'}
                      onSelect={() =>
                        action.status === 'cancelled' ? onCancel(booking) : onStatus(booking, action.status)
                      }
                    >
                      {action.label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

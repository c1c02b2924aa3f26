import { ArrowRight, TicketCheck } from 'lucide-react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money.js';
import { paths } from '../../../shared/routes.js';
import { cn } from '../../lib/cn.js';
import { absoluteHref } from '../admin/nav.js';
import { useExperienceBookingSummary } from './admin-api.js';
import { formatBookingDate } from './format.js';

/** The dashboard's bookings tile: upcoming bookings, the next one, the last 30 days (issue 35). */
export function AdminBookingsTile() {
  const { data, isPending, isError } = useExperienceBookingSummary();
  const next = data?.nextBooking;
  return (
    <Link
      href={absoluteHref(paths.admin.experienceBookings)}
      className={cn(
        'group flex h-full flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm outline-none',
        'transition-[border-color,box-shadow] sm:flex-row sm:items-center sm:gap-4 sm:p-5',
        'hover:border-primary/40 hover:shadow-md',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground sm:size-12">
        <TicketCheck aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-muted-foreground">Upcoming Bookings</span>
        <span className="mt-0.5 block text-2xl font-semibold tabular-nums text-foreground sm:text-3xl">
          {data ? data.upcoming : <span aria-hidden="true">–</span>}
          {isPending ? <span className="sr-only">Loading</span> : null}
          {isError ? <span className="sr-only">Could not load</span> : null}
        </span>
        {data ? (
          <span className="mt-1 block text-xs text-muted-foreground">
            {next
              ? `Next: ${formatBookingDate(next.bookingDate)}, ${next.experienceTitle} (${next.participants})`
              : 'None booked ahead'}
            {` · ${data.madeLast30Days} made in 30 days, ${formatMoney(data.revenueLast30Days)}`}
          </span>
        ) : null}
        {isError ? <span className="block text-xs text-destructive">Could not load</span> : null}
      </span>
      <ArrowRight
        aria-hidden="true"
        className="hidden size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary sm:block"
      />
    </Link>
  );
}

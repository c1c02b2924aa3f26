import { Download } from 'lucide-react';
import { adminApi } from '../../../shared/admin-routes.js';
import { BOOKING_STATUSES, type Experience } from '../../../shared/schemas/experiences.js';
import { buttonVariants } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.js';
import { type BookingView, bookingViewUrl } from './admin-api.js';
import { BOOKING_STATUS_LABELS } from './admin-bookings-table.js';

/** The Selects' value for "any" (Radix Select items cannot have an empty value). */
const ANY = 'any';

const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({
  value: status,
  label: BOOKING_STATUS_LABELS[status],
}));

/** A filter's Select: any (the empty value, `anyLabel`) or one of `options`. */
function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-span-2 grid gap-2 sm:col-span-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? '' : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** A filter's date ('' for none). */
function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The bookings screen's filters (experience, status, dates) and the CSV export of what they show. */
export function AdminBookingFilters({
  view,
  experiences,
  onChange,
}: {
  view: BookingView;
  experiences: Experience[];
  onChange: (patch: Partial<BookingView>) => void;
}) {
  return (
    <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,12rem)_auto_auto_1fr] lg:items-end">
      <FilterSelect
        id="bookings-experience"
        label="Experience"
        anyLabel="All experiences"
        value={view.experienceId}
        options={experiences.map((experience) => ({ value: String(experience.id), label: experience.title }))}
        onChange={(experienceId) => onChange({ experienceId })}
      />
      <FilterSelect
        id="bookings-status"
        label="Status"
        anyLabel="Any status"
        value={view.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status: status as BookingView['status'] })}
      />
      <DateFilter id="bookings-from" label="From" value={view.from} onChange={(from) => onChange({ from })} />
      <DateFilter id="bookings-to" label="To" value={view.to} onChange={(to) => onChange({ to })} />
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
  );
}

/**
 * 'Request these dates' (decision 0057): while the booking link is still the platform's home page, the
 * calendar hands the chosen stay to the contact form instead. The two sections load separately, so the
 * stay waits here until the form takes it (at once when it is on the page, or when it mounts).
 */
export interface DatesEnquiry {
  /** ISO dates; `checkOut` is the morning of departure. */
  checkIn: string;
  checkOut: string;
  adults: number;
  children?: number;
  infants?: number;
  pets?: number;
}

let pending: DatesEnquiry | null = null;
const listeners = new Set<(enquiry: DatesEnquiry) => void>();

/** Offers the stay to the contact form. */
export function requestDates(enquiry: DatesEnquiry): void {
  pending = enquiry;
  for (const listener of listeners) listener(enquiry);
  if (listeners.size > 0) pending = null;
}

/** Calls `listener` with each stay requested (one waiting is delivered now); returns the unsubscribe. */
export function onDatesRequested(listener: (enquiry: DatesEnquiry) => void): () => void {
  listeners.add(listener);
  if (pending) {
    listener(pending);
    pending = null;
  }
  return () => {
    listeners.delete(listener);
  };
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** The subject and message the contact form is filled with. */
export function datesEnquiryText({ checkIn, checkOut, ...party }: DatesEnquiry): {
  subject: string;
  message: string;
} {
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const counted: [number | undefined, string, string][] = [
    [party.adults, 'adult', 'adults'],
    [party.children, 'child', 'children'],
    [party.infants, 'infant', 'infants'],
    [party.pets, 'pet', 'pets'],
  ];
  const guests = counted
    .filter(([count]) => (count ?? 0) > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(', ');
  return {
    subject: `Booking request: ${checkIn} to ${checkOut}`,
    message: `Hello, we would like to stay from ${longDate(checkIn)} to ${longDate(checkOut)} (${nights} ${nights === 1 ? 'night' : 'nights'}), ${guests}. Are these dates available?`,
  };
}

import { csvCell } from '../contact/contact-csv.js';
import type { BookingListRow } from './experience-bookings.repository.js';

const HEADER = [
  'Reference',
  'Experience',
  'Date',
  'Participants',
  'Total',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Requests',
  'Booked at',
  'Cancelled at',
];

/** An instant on the chalet's clock, `2027-04-05 09:00`: what the owner's spreadsheet shows. */
function localTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/**
 * The bookings as CSV, with the inbox's formula protection (`csvCell`): a guest's name or request that a
 * spreadsheet would run as a formula is written as text. CRLF lines, UTF-8 with a byte-order mark.
 */
export function bookingsToCsv(rows: BookingListRow[], timeZone: string): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.bookingReference,
        row.experienceTitle,
        row.bookingDate,
        String(row.participants),
        row.totalPrice,
        row.status,
        row.guestName,
        row.guestEmail,
        row.guestPhone,
        row.specialRequests ?? '',
        localTime(row.createdAt, timeZone),
        row.cancelledAt ? localTime(row.cancelledAt, timeZone) : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

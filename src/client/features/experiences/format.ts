const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The calendar fields of a YYYY-MM-DD date (no time, no zone: a booking date is a day). */
export function dateParts(iso: string) {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** "Fri 5 Dec 2026" for a YYYY-MM-DD booking date. */
export function formatBookingDate(iso: string): string {
  const { year, month, day, weekday } = dateParts(iso);
  return `${WEEKDAYS[weekday]?.slice(0, 3)} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "Friday 5 December 2026" (a date button's accessible name). */
export function formatLongDate(iso: string): string {
  const { year, month, day, weekday } = dateParts(iso);
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-AU', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${WEEKDAYS[weekday]} ${day} ${monthName} ${year}`;
}

/** "a place" / "3 places". */
export const placesText = (count: number) => (count === 1 ? '1 place' : `${count} places`);

/**
 * A month as the owner gives it, `YYYY-MM` (a testimonial's stay, the legal texts' "last updated"),
 * and as guests read it: "March 2026".
 */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 2026" for '2026-03'; a text that is not a month is given back as it is. */
export function formatMonth(month: string): string {
  if (!MONTH_PATTERN.test(month)) return month;
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1]} ${year}`;
}

/** "Airbnb · March 2026": where and when a testimonial was written, under the name; '' when neither is set. */
export function testimonialByline(t: { source?: string | null; stayMonth?: string | null }): string {
  return [t.source, t.stayMonth && formatMonth(t.stayMonth)].filter(Boolean).join(' · ');
}

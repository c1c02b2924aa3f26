import type { ContactRow } from './contact.repository.js';

/**
 * A CSV cell: always quoted, inner quotes doubled (RFC 4180). Text a spreadsheet would run as a
 * formula (starting with = + - @, or a tab/carriage return that hides one) gets a leading apostrophe,
 * so an enquiry cannot plant a formula in the owner's spreadsheet (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = ['Date', 'Name', 'Email', 'Subject', 'Message', 'Read', 'Archived'];

/** The messages as CSV (CRLF lines, UTF-8 with a byte-order mark so spreadsheets detect the encoding). */
export function contactSubmissionsToCsv(rows: ContactRow[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.createdAt.toISOString(),
        row.name,
        row.email,
        row.subject,
        row.message,
        row.isRead ? 'yes' : 'no',
        row.isArchived ? 'yes' : 'no',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

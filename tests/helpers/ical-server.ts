import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** A real HTTP server on 127.0.0.1 whose answers a test swaps per path, recording every request. */
export interface IcalServer {
  url: (path: string) => string;
  /** What GET <path> answers from now on. */
  route: (path: string, handler: (req: IncomingMessage, res: ServerResponse) => void) => void;
  requests: { path: string; at: number; headers: http.IncomingHttpHeaders }[];
  close: () => Promise<void>;
}

export async function startIcalServer(): Promise<IcalServer> {
  const handlers = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const requests: IcalServer['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    requests.push({ path, at: Date.now(), headers: req.headers });
    const handler = handlers.get(path);
    if (!handler) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    handler(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    route: (path, handler) => handlers.set(path, handler),
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface IcalEvent {
  start: string;
  end: string;
  summary: string;
}

const compact = (iso: string) => iso.replaceAll('-', '');

/** An export shaped like Airbnb's: all-day events, 'Reserved' stays and 'Airbnb (Not available)' blocks. */
export function airbnbIcal(events: readonly IcalEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  for (const [index, event] of events.entries()) {
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `UID:${index}-1418fb94e984-8c3f9b7d2a1e@airbnb.com`,
      ...(event.summary === 'Reserved'
        ? [
            'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HM4ZX8KQ2P\\nPhone Number (Last 4 Digits): 4821',
          ]
        : []),
      `SUMMARY:${event.summary}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** Today's date in a time zone plus some days, as YYYY-MM-DD. */
export function isoDaysFromToday(days: number, timeZone = 'Australia/Sydney'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * `count` one-night all-day events carrying only DTSTART and UID (about 66 bytes each, so 30,000 of
 * them fit under the 2 MB limit), cycling over the `nights` nights from `firstDay`.
 */
export function manyNightsIcal(count: number, firstDay: string, nights = 365): string {
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Test//Many nights//EN', 'VERSION:2.0'];
  for (let index = 0; index < count; index++) {
    const day = new Date(first + (index % nights) * 86_400_000).toISOString().slice(0, 10);
    lines.push('BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day)}`, `UID:${index}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

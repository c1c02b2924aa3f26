/**
 * A booking's CPU (issue 42, item 4): `process.cpuUsage()` around each POST /api/experience-bookings on
 * the real app (embedded PGlite in memory, email on so the confirmation and its calendar file are built),
 * 20 bookings, the median and the largest. Usage: `npx tsx scripts/bench-booking-cpu.ts` (figures in
 * docs/performance.md).
 */
import { performance } from 'node:perf_hooks';
import { insertExperience } from '../src/server/demo/factories.js';
import { createTestApp } from '../tests/helpers/test-app.js';

const RUNS = 20;
const start = new Date('2027-03-30T00:00:00Z');
const t = await createTestApp(
  {
    SMTP_URL: 'smtp://127.0.0.1:9',
    NOTIFY_EMAIL: 'owner@chalet.example',
    PUBLIC_URL: 'https://chalet.example',
    BOOKING_RATE_LIMIT: 100_000,
  },
  { now: () => start },
);
const experience = await insertExperience(t.db, { maxParticipants: 500 });
const cpuMs: number[] = [];
for (let i = 0; i < RUNS + 2; i++) {
  const before = process.cpuUsage();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/experience-bookings',
    remoteAddress: `10.9.${i}.1`,
    payload: {
      experienceId: experience.id,
      guestName: 'Jane Guest',
      guestEmail: `jane${i}@example.com`,
      guestPhone: '0400 123 456',
      bookingDate: '2027-04-05',
      participants: 1,
    },
  });
  const used = process.cpuUsage(before);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  if (i >= 2) cpuMs.push((used.user + used.system) / 1000); // the first two warm the code paths
}
cpuMs.sort((a, b) => a - b);
const median = (cpuMs[RUNS / 2 - 1] + cpuMs[RUNS / 2]) / 2;
console.log(`booking CPU over ${RUNS}: median ${median.toFixed(1)} ms, max ${cpuMs.at(-1)?.toFixed(1)} ms`);

// The burst: 20 bookings at once from one address, the event loop's delay meanwhile.
// A 5 ms ticker: how late each tick runs is how long the event loop was held.
let lastTick = performance.now();
let maxLateMs = 0;
const ticker = setInterval(() => {
  const at = performance.now();
  maxLateMs = Math.max(maxLateMs, at - lastTick - 5);
  lastTick = at;
}, 5);
const burstStart = performance.now();
const burst = await Promise.all(
  Array.from({ length: 20 }, (_, i) =>
    t.app.inject({
      method: 'POST',
      url: '/api/experience-bookings',
      remoteAddress: '10.9.200.1',
      payload: {
        experienceId: experience.id,
        guestName: 'Burst Guest',
        guestEmail: `burst${i}@example.com`,
        guestPhone: '0400 123 456',
        bookingDate: '2027-04-06',
        participants: 1,
      },
    }),
  ),
);
maxLateMs = Math.max(maxLateMs, performance.now() - lastTick - 5); // a tick that never came
clearInterval(ticker);
console.log(
  `20 at once from one address: ${(performance.now() - burstStart).toFixed(0)} ms in all, ` +
    `event loop held at most ${maxLateMs.toFixed(0)} ms at a time ` +
    `(statuses ${[...new Set(burst.map((r) => r.statusCode))].join(', ')})`,
);
await t.close();

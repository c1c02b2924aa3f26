/**
 * Background jobs that run in every process while the database lets one of them work at a time: a
 * lease row in `job_leases` (job-leases.repository.ts) is claimed in one statement on the database's
 * clock, so it works the same on PGlite and on PostgreSQL shared by several processes.
 */
import type { Db } from '../../db/client.js';
import { claimJobLease, type LeaseOptions, releaseJobLease } from './job-leases.repository.js';

/**
 * Runs `work` if this process wins the job's lease, and releases the lease afterwards (also when the
 * work throws). Answers `{ value }`, or null when another process holds the lease or the job is not due.
 */
export async function runWithJobLease<T>(
  db: Db,
  name: string,
  options: LeaseOptions,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  const lease = await claimJobLease(db, name, options);
  if (!lease) return null;
  try {
    return { value: await work() };
  } finally {
    await releaseJobLease(db, name, lease);
  }
}

/**
 * Calls `tick` at once and then every `tickMs`, never two at a time in this process; errors go to
 * `onError`. The timer does not keep the process alive. Answers a function that stops it.
 */
export function startPeriodicJob(
  tickMs: number,
  tick: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await tick();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), tickMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}

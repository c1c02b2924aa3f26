import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface LeaseOptions {
  /** How long the lease holds if its holder dies without releasing it. */
  leaseMs: number;
  /** The job is not started again until this long after its last start (0: whenever free). */
  minIntervalMs: number;
}

/**
 * Claims a job's lease in one statement, so across processes exactly one claimant wins: the row is
 * taken only when its lease has run out and the job last started at least `minIntervalMs` ago, both
 * measured on the database's clock (which all processes share). Answers the lease's expiry, the token
 * that releasing it needs (kept to whole milliseconds so the JavaScript Date matches it exactly), or
 * null when another process holds the lease or the job is not due.
 */
export async function claimJobLease(db: Db, name: string, options: LeaseOptions): Promise<Date | null> {
  const result = await db.execute<{ locked_until: string | Date }>(sql`
    insert into job_leases (name, locked_until, last_started_at)
    values (
      ${name},
      date_trunc('milliseconds', now() + ${options.leaseMs}::double precision * interval '1 millisecond'),
      now()
    )
    on conflict (name) do update
      set locked_until = excluded.locked_until, last_started_at = excluded.last_started_at
      where job_leases.locked_until <= now()
        and job_leases.last_started_at <= now() - ${options.minIntervalMs}::double precision * interval '1 millisecond'
    returning locked_until`);
  const rows = (result as unknown as { rows: { locked_until: string | Date }[] }).rows ?? result;
  const row = (rows as { locked_until: string | Date }[])[0];
  return row ? new Date(row.locked_until) : null;
}

/** Releases a lease this claimant still holds (a lease that ran out and was taken over is left alone). */
export async function releaseJobLease(db: Db, name: string, lockedUntil: Date): Promise<void> {
  await db.execute(sql`
    update job_leases set locked_until = now()
    where name = ${name} and locked_until = ${lockedUntil.toISOString()}::timestamptz`);
}

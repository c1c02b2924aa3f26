import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { contentVersion } from '../db/schema.js';

/** The NOTIFY channel of the content-version trigger (migration content-version-triggers). */
const CONTENT_VERSION_CHANNEL = 'content_version';

/** The current content version: bumped by a trigger in the same transaction as every content write. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Tells a reader the content version as of the moment it asks (decision 0020): a write committed by any
 * process before the read arrived is seen.
 */
export interface ContentVersionSource {
  /** A number (PGlite: known in-process) or a promise of one (PostgreSQL: asked). */
  current(): number | Promise<number>;
  close(): Promise<void>;
}

/**
 * PGlite (one process): the trigger's NOTIFY reaches the listener before the writing statement's promise
 * resolves, so the version is known without asking. PostgreSQL (any number of processes): NOTIFY arrives
 * asynchronously, possibly after another process's client has already read its write, so each read asks
 * the database; reads arriving together share one query (see BatchedVersionReader).
 */
export async function openContentVersionSource(database: Database): Promise<ContentVersionSource> {
  if (database.listenInProcess) {
    let known = 0;
    const unlisten = await database.listenInProcess(CONTENT_VERSION_CHANNEL, (payload) => {
      known = Math.max(known, Number(payload) || 0);
    });
    known = Math.max(known, await readContentVersion(database.db));
    return { current: () => known, close: unlisten };
  }
  const reader = new BatchedVersionReader(() => readContentVersion(database.db));
  return { current: () => reader.read(), close: async () => {} };
}

/**
 * One query at a time, however many reads wait. A read must see a query that *started* after it
 * arrived (else a write committed just before it could be missed), so it never joins the query in
 * flight: it waits for the next one, which starts when that one ends and serves everyone who arrived
 * meanwhile. Under load a query serves a whole batch; alone, a read costs one round trip.
 */
export class BatchedVersionReader {
  private inFlight: Promise<number> | undefined;
  private next: Promise<number> | undefined;

  constructor(private readonly query: () => Promise<number>) {}

  read(): Promise<number> {
    if (!this.inFlight) return this.start();
    if (!this.next) {
      const after = () => {
        this.next = undefined;
        return this.start();
      };
      this.next = this.inFlight.then(after, after);
    }
    return this.next;
  }

  private start(): Promise<number> {
    const pending = this.query();
    this.inFlight = pending;
    const clear = () => {
      if (this.inFlight === pending) this.inFlight = undefined;
    };
    pending.then(clear, clear);
    return pending;
  }
}

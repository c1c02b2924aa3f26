import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { contentTableVersions, contentVersion } from '../../db/schema.js';
import { isDatabaseUnavailable } from '../../lib/database-errors.js';

/** The NOTIFY channel of the content-version trigger (migrations 0004 and 0005). */
const CONTENT_VERSION_CHANNEL = 'content_version';

/**
 * What a reader knows of the content (decisions 0020, 0026): the newest version, and the version at
 * which each content table last changed (a table not listed has not changed since the cache began).
 */
export interface ContentState {
  version: number;
  tables: ReadonlyMap<string, number>;
}

export const EMPTY_CONTENT_STATE: ContentState = { version: 0, tables: new Map() };

/**
 * The content version (bumped by a trigger in the same transaction as every content write) and every
 * table's last change, in one statement (one snapshot, one round trip).
 */
export async function readContentState(db: Db): Promise<ContentState> {
  const rows = await db
    .select({ tableName: sql<string>`''`.as('table_name'), version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
    .unionAll(
      db
        .select({ tableName: contentTableVersions.tableName, version: contentTableVersions.version })
        .from(contentTableVersions),
    );
  let version = 0;
  const tables = new Map<string, number>();
  for (const row of rows) {
    const at = Number(row.version);
    version = Math.max(version, at);
    if (row.tableName) tables.set(row.tableName, at);
  }
  return { version, tables };
}

/**
 * The state after the trigger's notification "<version> <table>". A notification older than what is
 * known changes nothing (the state it describes is already included).
 */
export function applyContentNotification(state: ContentState, payload: string): ContentState {
  const [versionText, table] = payload.split(' ', 2);
  const version = Number(versionText);
  if (!Number.isFinite(version) || version <= 0) return state;
  if (!table) return version > state.version ? { version, tables: state.tables } : state;
  if ((state.tables.get(table) ?? 0) >= version) return state;
  const tables = new Map(state.tables);
  tables.set(table, version);
  return { version: Math.max(state.version, version), tables };
}

/** The newer of two snapshots: states only grow, so the one with the higher version includes the other. */
export const newerState = (a: ContentState, b: ContentState) => (b.version > a.version ? b : a);

/** Both at once: what notifications taught before a snapshot was read, and the snapshot. */
function mergeStates(a: ContentState, b: ContentState): ContentState {
  const tables = new Map(a.tables);
  for (const [table, at] of b.tables) tables.set(table, Math.max(at, tables.get(table) ?? 0));
  return { version: Math.max(a.version, b.version), tables };
}

/**
 * Tells a reader the content state as of the moment it asks (decision 0020): a write committed by any
 * process before the read arrived is seen.
 */
export interface ContentVersionSource {
  /** A state (PGlite: known in-process) or a promise of one (PostgreSQL: asked). */
  current(): ContentState | Promise<ContentState>;
  close(): Promise<void>;
  /** In one process (PGlite) only: the version readers are served, kept apart from the committed one. */
  servedVersion?: ServedVersion;
}

/**
 * The content version readers are served, which may lag behind the committed one (decision 0035, one
 * process only). A write is acknowledged only when its reply is sent, so until then readers may be served
 * the content from before it: the writing request rebuilds the most read answers it outdated (seeing the
 * committed state, through `asCommitted`) and advances the served version to the committed one before
 * its reply goes out, and readers meanwhile get the previous answers from memory instead of waiting for
 * the rebuild.
 */
export interface ServedVersion {
  /**
   * Taken by every request that may write, for as long as it runs (the release is idempotent). While any
   * is held, a committed change waits for that request to advance the served version, at most `MAX_SERVED_LAG_MS`.
   */
  hold(): () => void;
  /** Whether the served version is behind the committed one. */
  pending(): boolean;
  /** The committed state: what a rebuild must show. */
  committed(): ContentState;
  /** Makes everything committed so far what readers see. */
  advance(): void;
  /** Runs `work` with `current()` answering the committed state, in every call it makes. */
  asCommitted<T>(work: () => Promise<T>): Promise<T>;
  /** True inside `asCommitted`. */
  inCommittedView(): boolean;
}

/**
 * The longest the served version lags behind a committed change while requests hold it: a change made
 * outside a request (a calendar feed's sync) is served at the latest this long after it, however long an
 * upload runs beside it.
 */
export const MAX_SERVED_LAG_MS = 1_000;

/** The in-process source (PGlite): committed from the trigger's notifications, served as above. */
class InProcessContentVersions implements ContentVersionSource, ServedVersion {
  private known = EMPTY_CONTENT_STATE;
  private served = EMPTY_CONTENT_STATE;
  private holds = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly committedView = new AsyncLocalStorage<true>();
  readonly servedVersion: ServedVersion = this;
  close: () => Promise<void> = async () => {};

  current(): ContentState {
    return this.inCommittedView() ? this.known : this.served;
  }

  /** A snapshot or a notification: committed at once, served at once unless a request holds the served version. */
  learn(state: ContentState): void {
    this.known = state;
    if (this.holds === 0) this.advance();
    else this.timer ??= setTimeout(() => this.advance(), MAX_SERVED_LAG_MS).unref();
  }

  notified(payload: string): void {
    const next = applyContentNotification(this.known, payload);
    if (next !== this.known) this.learn(next);
  }

  hold(): () => void {
    this.holds += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holds -= 1;
      if (this.holds === 0) this.advance();
    };
  }

  pending(): boolean {
    return this.served !== this.known;
  }

  committed(): ContentState {
    return this.known;
  }

  advance(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.served = this.known;
  }

  asCommitted<T>(work: () => Promise<T>): Promise<T> {
    return this.committedView.run(true, work);
  }

  inCommittedView(): boolean {
    return this.committedView.getStore() === true;
  }
}

/**
 * PGlite (one process): the trigger's NOTIFY reaches the listener before the writing statement's promise
 * resolves, so the state is known without asking. PostgreSQL (any number of processes): NOTIFY arrives
 * asynchronously, possibly after another process's client has already read its write, so each read asks
 * the database; reads arriving together share one query (see BatchedReader).
 */
export async function openContentVersionSource(
  database: Database,
  options: { deadlineMs?: number } = {},
): Promise<ContentVersionSource> {
  if (database.listenInProcess) {
    const source = new InProcessContentVersions();
    source.close = await database.listenInProcess(CONTENT_VERSION_CHANNEL, (payload) =>
      source.notified(payload),
    );
    source.learn(mergeStates(source.committed(), await readContentState(database.db)));
    return source;
  }
  const reader = new BatchedReader(() => readContentState(database.db));
  return new AskedContentVersions(reader, options.deadlineMs ?? DEFAULT_VERSION_DEADLINE_MS);
}

/** PostgreSQL's statement timeout by default (config DATABASE_STATEMENT_TIMEOUT_MS). */
const DEFAULT_VERSION_DEADLINE_MS = 15_000;

/**
 * The content state asked of PostgreSQL, with a deadline (decision 0037). A read is one short query: one
 * not answered within the statement timeout means the database is not answering, and the reader is told
 * so then, however many reads were queued before it. From then on readers are told at once (while one
 * read at a time keeps asking), so a request that asks several times (a page, its API reads) is not
 * held once per asking; the first answer ends the outage.
 */
class AskedContentVersions implements ContentVersionSource {
  private answering = true;

  constructor(
    private readonly reader: BatchedReader<ContentState>,
    private readonly deadlineMs: number,
  ) {}

  current(): Promise<ContentState> {
    const read = this.reader.read();
    read.then(
      () => {
        this.answering = true;
      },
      (error: unknown) => {
        if (isDatabaseUnavailable(error)) this.answering = false;
      },
    );
    if (!this.answering) return Promise.reject(new Error(NOT_ANSWERING));
    return new Promise<ContentState>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        // After a blocked event loop, timers run before the I/O that came meanwhile: let the answer in first.
        setImmediate(() => {
          if (settled) return;
          this.answering = false;
          reject(new Error(NOT_ANSWERING));
        });
      }, this.deadlineMs);
      read.then(resolve, reject).finally(() => {
        settled = true;
        clearTimeout(timer);
      });
    });
  }

  async close(): Promise<void> {}
}

/** Recognised as "unavailable" by `isDatabaseUnavailable`: a 503 with Retry-After, not a 500. */
const NOT_ANSWERING = 'The database is not answering';

/**
 * One query at a time, however many reads wait. A read must see a query that *started* after it
 * arrived (else a write committed just before it could be missed), so it never joins the query in
 * flight: it waits for the next one, which starts when that one ends and serves everyone who arrived
 * meanwhile. Under load a query serves a whole batch; alone, a read costs one round trip.
 */
export class BatchedReader<T> {
  private inFlight: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(private readonly query: () => Promise<T>) {}

  read(): Promise<T> {
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

  private start(): Promise<T> {
    const pending = this.query();
    this.inFlight = pending;
    const clear = () => {
      if (this.inFlight === pending) this.inFlight = undefined;
    };
    pending.then(clear, clear);
    return pending;
  }
}
